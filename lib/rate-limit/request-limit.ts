import "server-only";

import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";
import { clientKeyFromHeaders, type HeaderReader } from "@/lib/request/client-key";

import { createRateLimiter, type RateLimiterOptions } from "./sliding-window";

type RequestLimit = Pick<RateLimiterOptions, "limit" | "windowMs" | "maxKeys">;

/**
 * Memory first stops a flood at one instance without a database call; then the count every
 * instance shares in Postgres. Fails open: a limiter fault must not turn every visitor away.
 */
export function createRequestLimit(options: RequestLimit) {
  const memory = createRateLimiter(options);
  return async function allows(name: string, headers: HeaderReader): Promise<boolean> {
    const clientKey = clientKeyFromHeaders(headers);
    if (!memory.consume(`${name}:${clientKey}`).allowed) return false;
    const shared = await consumeSharedFormRateLimit({
      form: name,
      clientKey,
      limit: options.limit,
      windowSeconds: options.windowMs / 1000,
    });
    return !shared.ok || shared.data === "allowed";
  };
}
