import "server-only";

import { headers } from "next/headers";

import { vouchedClientKey } from "@/lib/client-key";
import { consumeSharedFormRateLimit, sharedFormRateLimitAllows } from "@/lib/data/rate-limits";
import { serverEnv } from "@/lib/env";

/**
 * The login's own count of failed sign-ins per browser (a keyed hash of its address), shared by
 * every server instance in Postgres. Only an address Vercel or a counted proxy wrote is used:
 * with no proxy (TRUSTED_PROXY_HOPS=0) outside Vercel all browsers share one count, so a forged
 * X-Forwarded-For never starts a new one. Only failures count: staff who type their password
 * right are never slowed.
 */
const WINDOW_SECONDS = 15 * 60;
const FORM = "login";

export const loginLimitMessage =
  "Too many failed sign-in attempts from this browser. Please wait 15 minutes and try again.";

async function limitFor() {
  return {
    form: FORM,
    clientKey: vouchedClientKey(await headers()),
    limit: serverEnv().loginRateLimitMax,
    windowSeconds: WINDOW_SECONDS,
  };
}

/**
 * False once the browser has used up its failures. A count that cannot be read lets the attempt
 * through: the Auth server's own limits still stand behind it.
 */
export async function loginAllowed(): Promise<boolean> {
  const decision = await sharedFormRateLimitAllows(await limitFor());
  return !decision.ok || decision.data === "allowed";
}

export async function countLoginFailure(): Promise<void> {
  await consumeSharedFormRateLimit(await limitFor());
}
