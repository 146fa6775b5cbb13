import "server-only";

import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";

import { createRateLimiter, type RateLimiterOptions } from "./sliding-window";

type RequestLimit = Pick<RateLimiterOptions, "limit" | "windowMs" | "maxKeys">;

/**
 * Memory first stops a flood at one instance without a database call; then the count every
 * instance shares in Postgres. The caller says whose count it is (lib/request/client-key.ts).
 * Fails open: a limiter fault must not turn every visitor away.
 */
export function createRequestLimit(options: RequestLimit) {
  const memory = createRateLimiter(options);
  return async function allows(name: string, key: string): Promise<boolean> {
    if (!memory.consume(`${name}:${key}`).allowed) return false;
    const shared = await consumeSharedFormRateLimit({
      form: name,
      clientKey: key,
      limit: options.limit,
      windowSeconds: options.windowMs / 1000,
    });
    return !shared.ok || shared.data === "allowed";
  };
}
