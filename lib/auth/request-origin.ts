import "server-only";

import { headers } from "next/headers";

import { site } from "@/content/site";

/**
 * The origin the visitor is using, for the redirect targets in auth e-mails and OAuth: the
 * configured site URL in production (never trust a Host header there), the request's own host
 * in development and tests, where the app may run on any local port.
 */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host");
  const proto = list.get("x-forwarded-proto") ?? "http";
  if (host && /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host)) return `${proto}://${host}`;
  return site.url;
}
