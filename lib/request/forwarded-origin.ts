import { serverEnv } from "@/lib/env";
import { publicEnv } from "@/lib/env/public";

type HeaderReader = { get(name: string): string | null };

const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin);
}

// Every part of it is client-controlled: read it only through trustedOrigin.
export function forwardedOrigin(headers: HeaderReader, defaultProtocol = "http"): string | null {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host) return null;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || defaultProtocol;
  return `${proto}://${host}`;
}

export type TrustedOriginOptions = {
  siteUrl?: string;
  allowLoopback?: boolean;
  defaultProtocol?: string;
};

// A loopback request on a local run keeps its own origin, as the session cookies belong to the
// host the browser used; nothing else from Host or X-Forwarded-* is ever echoed back.
export function trustedOrigin(headers: HeaderReader, options: TrustedOriginOptions = {}): string {
  const siteUrl = options.siteUrl ?? publicEnv().siteUrl;
  const allowLoopback =
    options.allowLoopback ?? (!serverEnv().production || isLoopbackOrigin(siteUrl));
  if (!allowLoopback) return siteUrl;
  const claimed = forwardedOrigin(headers, options.defaultProtocol)?.toLowerCase();
  return claimed && isLoopbackOrigin(claimed) ? claimed : siteUrl;
}
