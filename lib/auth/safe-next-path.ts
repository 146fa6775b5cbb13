import { site } from "@/content/site";

const SAME_ORIGIN = "http://same-origin.invalid";

function isAllowedLanding(pathname: string): boolean {
  const admin = site.adminPath;
  return pathname === admin || pathname.startsWith(`${admin}/`) || pathname === "/login";
}

// Judged on the URL as a browser resolves it, so /..//evil.example can never become //evil.example.
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
