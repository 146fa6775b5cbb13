import { serverEnv } from "@/lib/env";
import { publicEnv } from "@/lib/env/public";

type HeaderReader = { get(name: string): string | null };

/** `http://localhost:<port>` or `http://127.0.0.1:<port>`, nothing else: no https, no other host. */
const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin);
}

/**
 * The origin the request claims, from the forwarded headers first (as Vercel's proxy and
 * `next start` set them), or null without a Host header. Every part of it can be set by the
 * client: read it only through {@link trustedOrigin}.
 */
export function forwardedOrigin(headers: HeaderReader, defaultProtocol = "http"): string | null {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host) return null;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || defaultProtocol;
  return `${proto}://${host}`;
}

export type TrustedOriginOptions = {
  /** The configured origin (NEXT_PUBLIC_SITE_URL). */
  siteUrl?: string;
  /** May a loopback origin from the request replace it? */
  allowLoopback?: boolean;
  defaultProtocol?: string;
};

/**
 * The origin for redirects and for the links in auth e-mails: always the configured site,
 * except that a loopback request (`http://localhost:<port>`, `http://127.0.0.1:<port>`) keeps
 * its own origin when the site is not deployed (NODE_ENV is not production, or the site URL is
 * itself loopback, as in `npm start` and the end-to-end run on 127.0.0.1:3100), because the
 * session cookies belong to the host the browser used. Host and X-Forwarded-* are set by
 * whoever sends the request, so nothing else they say is ever echoed back.
 */
export function trustedOrigin(headers: HeaderReader, options: TrustedOriginOptions = {}): string {
  const siteUrl = options.siteUrl ?? publicEnv().siteUrl;
  const allowLoopback =
    options.allowLoopback ?? (!serverEnv().production || isLoopbackOrigin(siteUrl));
  if (!allowLoopback) return siteUrl;
  const claimed = forwardedOrigin(headers, options.defaultProtocol)?.toLowerCase();
  return claimed && isLoopbackOrigin(claimed) ? claimed : siteUrl;
}
