/**
 * The origin the browser used, from the request's headers (the forwarded ones first, as Vercel's
 * proxy sets them), or null without a Host header. One reading for route handlers and actions.
 */
export function forwardedOrigin(headers: Headers, defaultProtocol = "http"): string | null {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host) return null;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || defaultProtocol;
  return `${proto}://${host}`;
}
