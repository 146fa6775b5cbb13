import "server-only";

import { clientKeyFromHeaders, type HeaderReader } from "@/lib/client-key";
import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";
import { serverEnv } from "@/lib/env";
import { createRateLimiter } from "@/lib/rate-limit";

const NAME = "vitals";

/**
 * 300 reports per 10 minutes per client: one page view every two seconds, room for an office
 * behind one address. A higher FORM_RATE_LIMIT_MAX raises it too: the end-to-end run sets it,
 * sending every page view from 127.0.0.1.
 */
export const vitalsRateLimit = {
  limit: Math.max(300, serverEnv().formRateLimitMax),
  windowMs: 10 * 60 * 1000,
} as const;

// Fewer keys than the forms' limiter: each key holds up to `limit` times.
const vitalsRateLimiter = createRateLimiter({ ...vitalsRateLimit, maxKeys: 2_000 });

/**
 * The forms' two-step limit under its own name: this instance's memory first, then the count
 * every instance shares in Postgres. A count that cannot be made lets the report through, as a
 * form's attempt goes through (lib/actions/public-form.ts); the failure is logged there.
 */
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
