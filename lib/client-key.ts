import "server-only";

import { createHmac, randomBytes } from "node:crypto";
import { isIP } from "node:net";

import { serverEnv } from "@/lib/env";
import type { ServerEnv } from "@/lib/env/schema";

export type HeaderReader = { get(name: string): string | null };
type Env = Pick<
  ServerEnv,
  "onVercel" | "trustedProxyHops" | "rateLimitSecret" | "supabaseSecretKey"
>;

/**
 * The client's address as the platform saw it, never a value the client chose.
 *
 * - On Vercel (`VERCEL=1`): `x-vercel-forwarded-for`, which Vercel's edge sets and overwrites
 *   (as it does `x-forwarded-for` and `x-real-ip`) so a client cannot supply it.
 * - Elsewhere: `x-forwarded-for` read from the right. Each of the `TRUSTED_PROXY_HOPS` proxies
 *   in front of the app appends the address it was connected from, so the client is the entry
 *   that many places from the right; what lies to its left was written by the client.
 *   Next 16 itself only fills the header from the socket when it is absent (`??=` in
 *   base-server.js) and keeps a client's header as it came: with no proxy (0 hops, the default)
 *   the right-most entry is the socket's address only when the client sent none. A server
 *   exposed without a proxy cannot tell forged addresses apart; put one in front (the login reads
 *   only {@link vouchedClientAddress}).
 */
export function clientAddress(headers: HeaderReader, env: Env = serverEnv()): string | null {
  if (env.onVercel) {
    return (
      firstAddress(headers.get("x-vercel-forwarded-for")) ??
      firstAddress(headers.get("x-real-ip")) ??
      firstAddress(headers.get("x-forwarded-for"))
    );
  }
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const fromRight = Math.max(env.trustedProxyHops, 1);
  return normalizeAddress(entries[Math.max(entries.length - fromRight, 0)]);
}

/**
 * The client's address only when Vercel's edge or a counted proxy wrote it; null with no proxy
 * outside Vercel, where X-Forwarded-For is whatever the client sent (or the socket's address only
 * when it sent none). For what guards passwords: the login's count and Sb-Forwarded-For.
 */
export function vouchedClientAddress(headers: HeaderReader, env: Env = serverEnv()): string | null {
  if (!env.onVercel && env.trustedProxyHops === 0) return null;
  return clientAddress(headers, env);
}

/**
 * The vouched address as an IP for Supabase Auth's `Sb-Forwarded-For`, an IPv6 client as the
 * first address of its /64 (as it is counted here); null when there is none.
 */
export function forwardableClientIp(headers: HeaderReader, env: Env = serverEnv()): string | null {
  const address = vouchedClientAddress(headers, env)?.replace(/\/64$/, "");
  return address && isIP(address) ? address : null;
}

function firstAddress(value: string | null): string | null {
  return normalizeAddress(value?.split(",")[0]);
}

let processSecret: Buffer | null = null;

/**
 * The HMAC key for client keys. Every instance must derive the same one, or the shared count
 * in Postgres would see one client as several: it comes from RATE_LIMIT_SECRET, else from the
 * server's Supabase secret key (a derived value, never the key itself). Without either, a
 * random key per process: counts are then per instance, and a warning says so.
 */
function keySecret(env: Env): Buffer {
  const base = env.rateLimitSecret ?? env.supabaseSecretKey;
  if (base)
    return createHmac("sha256", base).update("kalpix form rate limit client key v1").digest();
  if (!processSecret) {
    processSecret = randomBytes(32);
    console.warn(
      "RATE_LIMIT_SECRET and SUPABASE_SECRET_KEY are unset: form rate limits are counted per server instance.",
    );
  }
  return processSecret;
}

/**
 * A stable, anonymous key for the client that sent a request, for rate limiting: an HMAC of its
 * address (see {@link clientAddress}), so no address is ever stored or sent to the database.
 * IPv6 clients are keyed by their /64, which one subscriber usually owns whole; a request
 * without an address shares one key with every other such request.
 */
export function clientKeyFromHeaders(headers: HeaderReader, env: Env = serverEnv()): string {
  return keyFor(clientAddress(headers, env), env);
}

/**
 * The same key from the vouched address only: with no proxy outside Vercel every client shares
 * one, so a forged X-Forwarded-For never starts a fresh count.
 */
export function vouchedClientKey(headers: HeaderReader, env: Env = serverEnv()): string {
  return keyFor(vouchedClientAddress(headers, env), env);
}

function keyFor(address: string | null, env: Env): string {
  return createHmac("sha256", keySecret(env))
    .update(address ?? "unknown")
    .digest("base64url")
    .slice(0, 22);
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
