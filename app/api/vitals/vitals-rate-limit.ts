import "server-only";

import { serverEnv } from "@/lib/env";
import { createRequestLimit } from "@/lib/rate-limit/request-limit";
import type { HeaderReader } from "@/lib/request/client-key";

const NAME = "vitals";

// Room for an office behind one address; the end-to-end run raises FORM_RATE_LIMIT_MAX because
// every one of its page views comes from 127.0.0.1.
export const vitalsRateLimit = {
  limit: Math.max(300, serverEnv().formRateLimitMax),
  windowMs: 10 * 60 * 1000,
} as const;

// Fewer keys than the forms' limiter: each key holds up to `limit` times.
const vitalsRequestLimit = createRequestLimit({ ...vitalsRateLimit, maxKeys: 2_000 });

export const isWithinVitalsRateLimit = (headers: HeaderReader) => vitalsRequestLimit(NAME, headers);
