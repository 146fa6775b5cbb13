import { site } from "@/content/site";

const SAME_ORIGIN = "http://same-origin.invalid";

/** Where a sign-in may land: the admin area or the login screen, nothing else on the site. */
function isAllowedLanding(pathname: string): boolean {
  const admin = site.adminPath;
  return pathname === admin || pathname.startsWith(`${admin}/`) || pathname === "/login";
}

/**
 * The `next` target of an auth redirect, as a path of the admin area or the login screen. The
 * candidate is resolved as a browser would (dot segments, `%2e`, `\`, tabs and newlines) and the
 * decision made on the result, so `/..//evil.example` can never become `//evil.example`. Anything
 * else falls back to the dashboard.
 */
export function safeNextPath(
  raw: string | null | undefined,
  fallback: string = site.adminPath,
): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.length > 2048) return fallback;
  let url: URL;
  try {
    url = new URL(raw, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN || !isAllowedLanding(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
