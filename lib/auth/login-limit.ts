import "server-only";

import { headers } from "next/headers";

import { clientKeyFromHeaders } from "@/lib/client-key";
import { consumeSharedFormRateLimit, sharedFormRateLimitAllows } from "@/lib/data/rate-limits";
import { serverEnv } from "@/lib/env";

/**
 * The login's own count of failed sign-ins per browser (a keyed hash of its address), shared by
 * every server instance in Postgres. A hosted Auth server also limits by address, but it sees
 * the app's servers, not the browser, so this is the limit that follows one guesser. Only
 * failures count: staff who type their password right are never slowed.
 */
const WINDOW_SECONDS = 15 * 60;
const FORM = "login";

export const loginLimitMessage =
  "Too many failed sign-in attempts from this browser. Please wait 15 minutes and try again.";

async function limitFor() {
  return {
    form: FORM,
    clientKey: clientKeyFromHeaders(await headers()),
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
