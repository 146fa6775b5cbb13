import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { serverEnv } from "@/lib/env";

/**
 * A signed "this form appeared at" stamp: the browser fetches one as a public form hydrates and
 * sends it back with the post, so the server can tell how long the filling took
 * without trusting the browser's clock. Keyed like the rate limit's client keys, under its own
 * label; without a key there is no stamp and the timing is simply not judged.
 */
/** Older stamps are ignored rather than trusted: a page left open a day is no evidence either way. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function signingKey(): Buffer | null {
  const { rateLimitSecret, supabaseSecretKey } = serverEnv();
  const base = rateLimitSecret ?? supabaseSecretKey;
  return base ? createHmac("sha256", base).update("kalpix form start v1").digest() : null;
}

const sign = (key: Buffer, at: string) => createHmac("sha256", key).update(at).digest("base64url");

export function mintFormStart(now = Date.now()): string | null {
  const key = signingKey();
  return key ? `${now}.${sign(key, String(now))}` : null;
}

/** Milliseconds since a genuine stamp was minted, or null (missing, forged, expired, from the future). */
export function formStartAge(stamp: unknown, now = Date.now()): number | null {
  const key = signingKey();
  if (!key || typeof stamp !== "string" || stamp.length > 100) return null;
  const [at, signature] = stamp.split(".");
  if (!at || !signature || !/^\d{13}$/.test(at)) return null;
  const expected = Buffer.from(sign(key, at));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - Number(at);
  return age >= 0 && age <= MAX_AGE_MS ? age : null;
}
