// This file can end up in the client bundle: no zod, no server variable's name. Next inlines
// `process.env.NEXT_PUBLIC_*` only where it is written out literally.

const DEFAULT_SITE_URL = "http://localhost:3000";

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

export const siteUrl = publicEnv().siteUrl;
