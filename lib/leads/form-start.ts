import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { serverEnv } from "@/lib/env";

// Signed, so the fill time is judged without trusting the browser's clock; without a key there is
// no stamp and the timing is not judged. A page left open a day is no evidence either way.
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
