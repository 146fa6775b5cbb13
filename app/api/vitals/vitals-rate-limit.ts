import "server-only";

import { serverEnv } from "@/lib/env";
import { createRequestLimit } from "@/lib/rate-limit/request-limit";
import { clientKey, type HeaderReader } from "@/lib/request/client-key";

const NAME = "vitals";

// Room for an office behind one address; the end-to-end run raises FORM_RATE_LIMIT_MAX because
// every one of its page views comes from 127.0.0.1.
export const vitalsRateLimit = {
  limit: Math.max(300, serverEnv().formRateLimitMax),
  windowMs: 10 * 60 * 1000,
} as const;

// Views a route may report in a day, whoever sends them: a flood past it waits for tomorrow
// instead of deciding the route's figure alone.
export const vitalsRouteDayLimit = {
  limit: Math.max(1000, serverEnv().formRateLimitMax),
  windowMs: 24 * 60 * 60 * 1000,
} as const;

// Views one vouched client may report of one route in a day: a person reading a page again and
// again, never enough to decide the route's figure.
const CLIENT_ROUTE_DAY_LIMIT = { limit: 20, windowMs: vitalsRouteDayLimit.windowMs } as const;

// Fewer keys than the forms' limiter: each key holds up to `limit` times.
const perClient = createRequestLimit({ ...vitalsRateLimit, maxKeys: 2_000 });
const perClientRoute = createRequestLimit({ ...CLIENT_ROUTE_DAY_LIMIT, maxKeys: 5_000 });
const perRoute = createRequestLimit({ ...vitalsRouteDayLimit, maxKeys: 200 });

/** A client is counted only when its address is vouched for; every route has its daily cap. */
export async function isWithinVitalsRateLimit(
  headers: HeaderReader,
  route: string,
): Promise<boolean> {
  const client = clientKey(headers);
  if (client && !(await perClient(NAME, client))) return false;
  if (client && !(await perClientRoute(`${NAME}-client-route`, `${client}${route}`.slice(0, 64))))
    return false;
  return perRoute(`${NAME}-route`, route);
}
