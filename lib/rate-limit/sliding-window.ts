import "server-only";

type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  consume(key: string): RateLimitDecision;
  size(): number;
};

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
};

// Per instance only: a cheap filter before the count shared in Postgres (request-limit.ts).
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
