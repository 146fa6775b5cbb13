/**
 * A stand-in for `next/headers` whose cookie store is `request.jar`, a Map the test owns (and may
 * replace between tests), so server actions and route handlers run outside a request while their
 * session cookies stay inspectable.
 *   const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
 *   vi.mock("next/headers", async () =>
 *     (await import("../support/next-headers")).nextHeadersWithJar(request));
 */
export function nextHeadersWithJar(
  request: { jar: Map<string, string> },
  requestHeaders: HeadersInit = {},
) {
  return {
    headers: async () => new Headers(requestHeaders),
    cookies: async () => ({
      getAll: () => [...request.jar].map(([name, value]) => ({ name, value })),
      set: (name: string, value: string) => {
        if (value) request.jar.set(name, value);
        else request.jar.delete(name);
      },
    }),
  };
}
