import "server-only";

import { createHmac } from "node:crypto";

import { serverEnv } from "@/lib/env";

/**
 * The audit's only trace of a person: an HMAC of their normalised e-mail and name, so the same
 * request can be recognised later without the database ever holding who it was. Keyed like the
 * rate limit's client keys (RATE_LIMIT_SECRET, else the Supabase secret key), under its own label;
 * null when the server has neither, as a key of the moment would make the hash meaningless.
 */
export function subjectHash(email: string | null, name: string | null): string | null {
  const { rateLimitSecret, supabaseSecretKey } = serverEnv();
  const base = rateLimitSecret ?? supabaseSecretKey;
  if (!base) return null;
  const key = createHmac("sha256", base).update("kalpix privacy subject hash v1").digest();
  return createHmac("sha256", key)
    .update(`${email ?? ""}\n${name ?? ""}`)
    .digest("hex");
}
