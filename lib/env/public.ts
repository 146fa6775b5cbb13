/**
 * The environment the browser may see. Next inlines `process.env.NEXT_PUBLIC_*` written out
 * literally at build time, so each value is read that way here. Kept free of zod and of any
 * server variable's name: whatever imports this file can end up in the client bundle.
 */

const DEFAULT_SITE_URL = "http://localhost:3000";

/** Accepts only an absolute http(s) origin (an optional path is dropped), so canonicals stay valid. */
export function parseSiteUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://example.com, got "${value}".`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`NEXT_PUBLIC_SITE_URL must use http or https, got "${value}".`);
  }
  return url.origin;
}

export function publicEnv() {
  return { siteUrl: parseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL) };
}

/** The site's public origin (no trailing slash): canonicals, sitemap, feed, structured data, e-mails. */
export const siteUrl = publicEnv().siteUrl;
