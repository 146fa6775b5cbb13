import "server-only";

import { headers } from "next/headers";

import {
  consumeSharedFormRateLimit,
  releaseSharedFormRateLimit,
  type LimitInput,
} from "@/lib/data/rate-limits";
import { serverEnv } from "@/lib/env";
import { accountKey, clientKey } from "@/lib/request/client-key";

// Only failures stay counted, so staff who type their password right are never slowed. Each
// account has its own count, so guesses at one never stop another; a client is counted only when
// its address is vouched for, since an unvouched one would pool every member of staff into one.
const WINDOW_SECONDS = 15 * 60;
// A vouched client may try a few accounts (an office behind one address) before it is stopped.
const CLIENT_FACTOR = 3;

export const loginLimitMessage =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes, or sign in with “Send a magic link email” on the sign-in page.";
const clientLoginLimitMessage =
  "Too many failed sign-in attempts from this network. Please wait 15 minutes and try again.";

type Whose = { account: string };

async function countsFor({ account }: Whose) {
  const limit = serverEnv().loginRateLimitMax;
  const client = clientKey(await headers());
  return [
    { form: "login", clientKey: accountKey(account), limit, windowSeconds: WINDOW_SECONDS },
    ...(client
      ? [
          {
            form: "login-client",
            clientKey: client,
            limit: limit * CLIENT_FACTOR,
            windowSeconds: WINDOW_SECONDS,
          },
        ]
      : []),
  ];
}

export type LoginClaim = { refusal: string } | { refusal: null; release: () => Promise<void> };

// Counted before Auth answers, so parallel guesses meet the limit; fails open: Auth still limits.
export async function claimLoginAttempt(whose: Whose): Promise<LoginClaim> {
  const counted: LimitInput[] = [];
  const release = async () => {
    await Promise.all(counted.map((count) => releaseSharedFormRateLimit(count)));
  };
  const [account, client] = await countsFor(whose);
  for (const [count, message] of [
    [account, loginLimitMessage],
    [client, clientLoginLimitMessage],
  ] as const) {
    if (!count) continue;
    const decision = await consumeSharedFormRateLimit(count);
    if (!decision.ok) continue;
    if (decision.data === "refused") {
      await release();
      return { refusal: message };
    }
    counted.push(count);
  }
  return { refusal: null, release };
}

// As Supabase Auth asks of each user: at most one sign-in or code e-mail a minute per address, so
// nobody can flood a mailbox; the e-mail sent before still works, so an owner is never kept out.
const MAIL_INTERVAL_SECONDS = 60;
const mailLimitMessage =
  "An e-mail went to this address less than a minute ago. Please wait a minute before asking for another.";

export type MailClaim = { refusal: string } | { refusal: null; release: () => Promise<void> };

/** Claims this address's e-mail for the minute; `release` gives it back when none was sent. Fails open. */
export async function claimMail(email: string): Promise<MailClaim> {
  const count = {
    form: "auth-mail",
    clientKey: accountKey(email),
    limit: 1,
    windowSeconds: MAIL_INTERVAL_SECONDS,
  };
  const decision = await consumeSharedFormRateLimit(count);
  if (decision.ok && decision.data === "refused") return { refusal: mailLimitMessage };
  return {
    refusal: null,
    release: async () => {
      if (decision.ok) await releaseSharedFormRateLimit(count);
    },
  };
}
