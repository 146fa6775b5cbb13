import "server-only";

import { headers } from "next/headers";

import { consumeSharedFormRateLimit, sharedFormRateLimitAllows } from "@/lib/data/rate-limits";
import { serverEnv } from "@/lib/env";
import { vouchedClientKey } from "@/lib/request/client-key";

// Only failures count, so staff who type their password right are never slowed.
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

// Fails open: the Auth server's own limits still stand behind it.
export async function loginAllowed(): Promise<boolean> {
  const decision = await sharedFormRateLimitAllows(await limitFor());
  return !decision.ok || decision.data === "allowed";
}

export async function countLoginFailure(): Promise<void> {
  await consumeSharedFormRateLimit(await limitFor());
}
