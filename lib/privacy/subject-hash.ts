import "server-only";

import { createHmac } from "node:crypto";

import { serverEnv } from "@/lib/env";

// The audit recognises a repeated request without ever holding who it was. Null without a
// secret: a key of the moment would make the hash meaningless.
export function subjectHash(email: string | null, name: string | null): string | null {
  const { rateLimitSecret, supabaseSecretKey } = serverEnv();
  const base = rateLimitSecret ?? supabaseSecretKey;
  if (!base) return null;
  const key = createHmac("sha256", base).update("kalpix privacy subject hash v1").digest();
  return createHmac("sha256", key)
    .update(`${email ?? ""}\n${name ?? ""}`)
    .digest("hex");
}
