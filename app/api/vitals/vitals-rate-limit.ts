import "server-only";

import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";
import { serverEnv } from "@/lib/env";
import { createRateLimiter } from "@/lib/rate-limit/sliding-window";
import { clientKeyFromHeaders, type HeaderReader } from "@/lib/request/client-key";

const NAME = "vitals";

// Room for an office behind one address; the end-to-end run raises FORM_RATE_LIMIT_MAX because
// every one of its page views comes from 127.0.0.1.
export const vitalsRateLimit = {
  limit: Math.max(300, serverEnv().formRateLimitMax),
  windowMs: 10 * 60 * 1000,
} as const;

// Fewer keys than the forms' limiter: each key holds up to `limit` times.
const vitalsRateLimiter = createRateLimiter({ ...vitalsRateLimit, maxKeys: 2_000 });

// A shared count that cannot be made lets the report through, as it does a form's attempt.
export async function isWithinVitalsRateLimit(headers: HeaderReader): Promise<boolean> {
  const clientKey = clientKeyFromHeaders(headers);
  if (!vitalsRateLimiter.consume(`${NAME}:${clientKey}`).allowed) return false;
  const shared = await consumeSharedFormRateLimit({
    form: NAME,
    clientKey,
    limit: vitalsRateLimit.limit,
    windowSeconds: vitalsRateLimit.windowMs / 1000,
  });
  return !shared.ok || shared.data === "allowed";
}
