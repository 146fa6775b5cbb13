import "server-only";

import { headers } from "next/headers";

import { site } from "@/content/site";

import { forwardedOrigin } from "./forwarded-origin";

/**
 * The origin the visitor is using, for the redirect targets in auth e-mails and OAuth: the
 * configured site URL in production (never trust a Host header there), the request's own host
 * in development and tests, where the app may run on any local port.
 */
export async function requestOrigin(): Promise<string> {
  const origin = forwardedOrigin(await headers());
  if (origin && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return origin;
  return site.url;
}
