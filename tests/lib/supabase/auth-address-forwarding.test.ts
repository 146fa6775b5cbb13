import { afterEach, describe, expect, it, vi } from "vitest";

import { addressForwardingFetch, forwardingFetchFor } from "@/lib/supabase/auth-address-forwarding";

const URL_ = "https://project.supabase.example";
const PUBLISHABLE = "sb_publishable_browser";
const SECRET = "sb_secret_server";

/** What reached the network for one call through the forwarding fetch. */
async function sent(path: string, headers: Record<string, string>) {
  const base = vi.fn(async (..._args: Parameters<typeof fetch>) => new Response("{}"));
  const forwardingFetch = addressForwardingFetch(
    { url: URL_, publishableKey: PUBLISHABLE, secretKey: SECRET, addressFor: () => "203.0.113.7" },
    base,
  );
  await forwardingFetch(path.startsWith("http") ? path : `${URL_}${path}`, {
    method: "POST",
    headers,
  });
  return new Headers(base.mock.calls[0]![1]!.headers);
}

const browserKeyHeaders = { apikey: PUBLISHABLE, Authorization: `Bearer ${PUBLISHABLE}` };

describe("addressForwardingFetch", () => {
  it.each([
    "/auth/v1/token?grant_type=password",
    "/auth/v1/token?grant_type=pkce",
    "/auth/v1/otp",
    "/auth/v1/magiclink",
    "/auth/v1/recover",
    "/auth/v1/resend",
    "/auth/v1/signup",
    "/auth/v1/verify",
  ])(
    "sends %s with the secret key, the browser's address, and no publishable Bearer",
    async (path) => {
      const headers = await sent(path, browserKeyHeaders);
      expect(headers.get("apikey")).toBe(SECRET);
      expect(headers.get("sb-forwarded-for")).toBe("203.0.113.7");
      expect(headers.has("authorization")).toBe(false);
    },
  );

  it("keeps the user's own token on the second factor's challenge and verify", async () => {
    for (const step of ["challenge", "verify"]) {
      const headers = await sent(`/auth/v1/factors/4f7a/${step}`, {
        apikey: PUBLISHABLE,
        Authorization: "Bearer user-access-token",
      });
      expect(headers.get("authorization")).toBe("Bearer user-access-token");
      expect(headers.get("apikey")).toBe(SECRET);
      expect(headers.get("sb-forwarded-for")).toBe("203.0.113.7");
    }
  });

  it.each([
    "/auth/v1/user",
    "/auth/v1/logout",
    "/auth/v1/admin/users",
    "/auth/v1/invite",
    "/auth/v1/factors",
    "/rest/v1/reviews",
    "https://elsewhere.example/auth/v1/token?grant_type=password",
  ])("leaves %s as it was: the secret key goes nowhere else", async (path) => {
    const headers = await sent(path, browserKeyHeaders);
    expect(headers.get("apikey")).toBe(PUBLISHABLE);
    expect(headers.get("authorization")).toBe(`Bearer ${PUBLISHABLE}`);
    expect(headers.has("sb-forwarded-for")).toBe(false);
  });
});

describe("forwardingFetchFor (the server client's and the proxy's fetch)", () => {
  const browser = new Headers({ "x-vercel-forwarded-for": "203.0.113.7" });
  const base = {
    NEXT_PUBLIC_SUPABASE_URL: URL_,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE,
  };

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function withEnv(env: Record<string, string>) {
    for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value);
  }

  it("forwards on Vercel with the secret key", async () => {
    withEnv({ VERCEL: "1", SUPABASE_SECRET_KEY: SECRET });
    const base = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}"));
    await forwardingFetchFor(browser)!(`${URL_}/auth/v1/token?grant_type=refresh_token`, {
      headers: browserKeyHeaders,
    });
    const headers = new Headers(base.mock.calls[0]![1]!.headers);
    base.mockRestore();
    expect(headers.get("sb-forwarded-for")).toBe("203.0.113.7");
    expect(headers.get("apikey")).toBe(SECRET);
  });

  it("leaves the default fetch without the secret key", () => {
    withEnv({ VERCEL: "1", SUPABASE_SECRET_KEY: "" });
    expect(forwardingFetchFor(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBeUndefined();
  });

  it("with no proxy outside Vercel, forwards a pseudonymous address per account, never the header", async () => {
    withEnv({ VERCEL: "", SUPABASE_SECRET_KEY: SECRET });
    const base = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}"));
    const signIn = async (xff: string, email: string) => {
      await forwardingFetchFor(new Headers({ "x-forwarded-for": xff }))!(
        `${URL_}/auth/v1/token?grant_type=password`,
        {
          method: "POST",
          headers: browserKeyHeaders,
          body: JSON.stringify({ email, password: "x" }),
        },
      );
      return new Headers(base.mock.calls.at(-1)![1]!.headers).get("sb-forwarded-for");
    };
    const admin = await signIn("198.51.100.1", "Admin@Example.com");
    const again = await signIn("198.51.100.2", "admin@example.com ");
    const other = await signIn("198.51.100.1", "guess@example.com");
    base.mockRestore();
    expect(admin).toMatch(/^fd6b:7870(:[0-9a-f]{1,4}){6}$/);
    expect(again).toBe(admin);
    expect(other).not.toBe(admin);
    expect([admin, other]).not.toContain("198.51.100.1");
  });
});
