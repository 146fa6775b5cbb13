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

// The one place that says who a client is. Vercel's edge overwrites x-vercel-forwarded-for, so a
// client cannot supply it; behind TRUSTED_PROXY_HOPS proxies the entry that many places from the
// right was written by the first of them. With neither, X-Forwarded-For is whatever the client
// sent (Next keeps it as it came), so there is no address to vouch for: null.
export function clientAddress(headers: HeaderReader, env: Env = serverEnv()): string | null {
  if (env.onVercel) {
    return (
      firstAddress(headers.get("x-vercel-forwarded-for")) ??
      firstAddress(headers.get("x-real-ip")) ??
      firstAddress(headers.get("x-forwarded-for"))
    );
  }
  if (env.trustedProxyHops === 0) return null;
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return normalizeAddress(entries[Math.max(entries.length - env.trustedProxyHops, 0)]);
}

export function forwardableClientIp(headers: HeaderReader, env: Env = serverEnv()): string | null {
  const address = clientAddress(headers, env)?.replace(/\/64$/, "");
  return address && isIP(address) ? address : null;
}

function firstAddress(value: string | null): string | null {
  return normalizeAddress(value?.split(",")[0]);
}

let processSecret: Buffer | null = null;

// Every instance must derive the same key, or the shared Postgres count sees one client as several.
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

/** An HMAC of the vouched address (no address is ever stored), or null when none is vouched. */
export function clientKey(headers: HeaderReader, env: Env = serverEnv()): string | null {
  const address = clientAddress(headers, env);
  return address === null ? null : keyFor(`client:${address}`, env);
}

// Unvouched clients share one count, so a forged header never starts a fresh one; limits that
// use it hold what is over rather than refuse it, since one sender can fill it for everybody.
export const limitKey = (headers: HeaderReader, env: Env = serverEnv()): string =>
  clientKey(headers, env) ?? keyFor("client:unvouched", env);

/** The key of an account's own count: the address as typed, trimmed and lower-cased. */
export const accountKey = (email: string, env: Env = serverEnv()): string =>
  keyFor(`account:${email.trim().toLowerCase()}`, env);

/**
 * The address Auth counts for a request whose client is not vouched for: a unique-local IPv6
 * address made from what the request is about (the account, the code), so Auth's per-address
 * limits count per account rather than pooling every sign-in under the app server's address.
 */
export function pseudonymousAddress(subject: string, env: Env = serverEnv()): string {
  const hex = createHmac("sha256", keySecret(env)).update(`auth:${subject}`).digest("hex");
  const groups = (hex.slice(0, 24).match(/.{4}/g) ?? []).map((group) =>
    group.replace(/^0+(?=.)/, ""),
  );
  return `fd6b:7870:${groups.join(":")}`;
}

function keyFor(subject: string, env: Env): string {
  return createHmac("sha256", keySecret(env)).update(subject).digest("base64url").slice(0, 22);
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
  // One subscriber usually owns a whole IPv6 /64, so it counts as one client.
  return expandIpv6(value).slice(0, 4).join(":") + "::/64";
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const toGroups = (part: string) => (part ? part.split(":") : []);
  let headGroups = toGroups(head);
  let tailGroups = tail === undefined ? [] : toGroups(tail);
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
