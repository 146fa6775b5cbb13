import "server-only";

import { createHmac, randomBytes } from "node:crypto";
import { isIP } from "node:net";

// A per-process secret: keys cannot be turned back into addresses, and nothing outlives a restart.
const secret = randomBytes(32);

type HeaderReader = { get(name: string): string | null };

/**
 * A stable, anonymous key for the client that sent a request, for rate limiting.
 *
 * The first hop of `x-forwarded-for` is the client as seen by the outermost proxy (Vercel sets it;
 * `next start` fills it from the socket when absent). Behind no trusted proxy a client can forge it,
 * so this key slows abuse down but is no identity. IPv6 clients are keyed by their /64, which one
 * subscriber usually owns whole.
 */
export function clientKeyFromHeaders(headers: HeaderReader): string {
  const address =
    normalizeAddress(headers.get("x-forwarded-for")?.split(",")[0]) ??
    normalizeAddress(headers.get("x-real-ip")) ??
    "unknown";
  return createHmac("sha256", secret).update(address).digest("base64url").slice(0, 22);
}

function normalizeAddress(raw: string | undefined | null): string | null {
  let value = raw?.trim().toLowerCase();
  if (!value) return null;
  // "[2001:db8::1]:443" and "203.0.113.7:443": some proxies append the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "");

  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return value.slice(0, 64);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  return expandIpv6(value).slice(0, 4).join(":") + "::/64";
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const toGroups = (part: string) => (part ? part.split(":") : []);
  let headGroups = toGroups(head);
  let tailGroups = tail === undefined ? [] : toGroups(tail);
  // An embedded IPv4 tail ("::1.2.3.4") stands for two groups.
  const convert = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes(".")) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  headGroups = convert(headGroups);
  tailGroups = convert(tailGroups);
  const zeros = Array.from(
    { length: Math.max(0, 8 - headGroups.length - tailGroups.length) },
    () => "0",
  );
  return [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups].map((group) =>
    group.replace(/^0+(?=.)/, ""),
  );
}
