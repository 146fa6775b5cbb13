import { site } from "@/content/site";

/**
 * The `next` target of an auth redirect, accepted only as a same-origin relative path: `/x`, never
 * `//host`, `/\host`, a scheme, or anything that parses to another origin. Anything else falls
 * back to the dashboard, so a crafted e-mail link can never send a signed-in admin off-site.
 */
export function safeNextPath(
  raw: string | null | undefined,
  fallback: string = site.adminPath,
): string {
  if (!raw || raw.length > 2048) return fallback;
  // Browsers treat `\` like `/` and strip tabs and newlines inside URLs.
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw))
    return fallback;
  const base = "http://same-origin.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
