/**
 * Who may talk to the embedded backend. It listens on 127.0.0.1 only, but any page a developer
 * visits can still send requests to it: cross-origin (CORS) and, through DNS rebinding, under a
 * foreign host name. Only the app's origins may read answers, and only loopback host names are
 * served at all: the inbox holds magic links and one-time codes.
 */

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The Host header names this machine (any port): what a DNS-rebinding page cannot fake. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d+)?$/.exec(host.trim().toLowerCase());
  return match !== null && LOOPBACK_HOSTS.has(match[1]!);
}

const EXPOSED_HEADERS =
  "Content-Range, Content-Location, Content-Type, Location, Range-Unit, X-Supabase-Api-Version, X-Total-Count, Link, Preference-Applied";

export type OriginCheck =
  /** No Origin header: a server, a script or a top-level navigation, not a page's fetch. */
  { kind: "none" } | { kind: "allowed"; origin: string } | { kind: "foreign"; origin: string };

export function checkOrigin(origin: string | undefined, allowed: readonly string[]): OriginCheck {
  if (origin === undefined) return { kind: "none" };
  return allowed.includes(origin) ? { kind: "allowed", origin } : { kind: "foreign", origin };
}

/**
 * CORS headers for an answer. Only an allowed origin is named, never reflected blindly and never
 * `*` with credentials; `Vary: Origin` always, so a cache never hands one origin's answer to another.
 */
export function corsHeaders(check: OriginCheck): Record<string, string> {
  if (check.kind !== "allowed") return { vary: "Origin" };
  return {
    "access-control-allow-origin": check.origin,
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": EXPOSED_HEADERS,
    vary: "Origin",
  };
}
