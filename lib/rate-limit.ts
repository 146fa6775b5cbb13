import "server-only";

import { serverEnv } from "@/lib/env";

type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  /** Counts one attempt for `key` if it is still within the limit. */
  consume(key: string): RateLimitDecision;
  /** Keys currently tracked (for tests and monitoring). */
  size(): number;
};

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** Upper bound on tracked keys; beyond it expired keys go first, then the least recently seen. */
  maxKeys?: number;
  now?: () => number;
};

/**
 * A sliding-window log in memory: each key keeps the times of its last `limit` allowed attempts,
 * so memory is bounded by maxKeys × limit numbers.
 *
 * Memory is per server instance: on several instances (serverless) each counts on its own. The
 * public forms use it only as a cheap first filter before the count every instance shares in
 * Postgres (lib/data/rate-limits.ts).
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError("limit must be a positive integer");
  if (!(windowMs > 0)) throw new RangeError("windowMs must be positive");

  // Map order is "least recently allowed first": a key is re-inserted whenever an attempt counts.
  const attempts = new Map<string, number[]>();

  function evict(time: number) {
    for (const [key, times] of attempts) {
      if (attempts.size <= maxKeys) return;
      const newest = times[times.length - 1] ?? -Infinity;
      if (time - newest >= windowMs) attempts.delete(key);
    }
    for (const key of attempts.keys()) {
      if (attempts.size <= maxKeys) return;
      attempts.delete(key);
    }
  }

  return {
    consume(key) {
      const time = now();
      const recent = (attempts.get(key) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        const oldest = recent[0] ?? time;
        return { allowed: false, retryAfterMs: Math.max(0, oldest + windowMs - time) };
      }
      recent.push(time);
      attempts.delete(key);
      attempts.set(key, recent);
      if (attempts.size > maxKeys) evict(time);
      return { allowed: true, remaining: limit - recent.length };
    },
    size() {
      return attempts.size;
    },
  };
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The public forms' allowance: 5 attempts per 10 minutes per form and client. FORM_RATE_LIMIT_MAX
 * raises it for end-to-end runs, which send every submission from one address.
 */
export const formRateLimit = {
  limit: serverEnv().formRateLimitMax,
  windowMs: TEN_MINUTES,
} as const;

/** This instance's first filter for the public forms (key it `form:client`). */
export const formRateLimiter = createRateLimiter(formRateLimit);
