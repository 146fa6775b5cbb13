/**
 * The lockout attempts of the security reviews, replayed through the login's actions against a
 * fresh embedded backend: failures count per account (and per client only where a proxy or Vercel
 * vouches for its address), so guesses at other accounts, with any headers, never stop the admin's
 * right password, and a locked account's owner still gets in by a link sent to its mailbox.
 * Only Next's request APIs are replaced.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import * as OTPAuth from "otpauth";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { form } from "../support/form-data";
import {
  client,
  confirmApp,
  embeddedTarget,
  mailboxSessionCookies,
  sessionCookies,
  startTestSupabase,
  TEST_ADMIN,
} from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", async () => ({
  ...(await import("../support/next-headers")).nextHeadersWithJar(request),
  headers: async () => request.headers,
}));

const { magicLinkAction, signInAction, verifySecondFactorAction } =
  await import("@/app/login/actions");

const ENV = ["SUPABASE_SECRET_KEY", "TRUSTED_PROXY_HOPS", "VERCEL", "LOGIN_RATE_LIMIT_MAX"];
const INVALID = { ok: false, message: "Invalid login credentials" };
const LIMITED = {
  ok: false,
  message:
    "Too many failed sign-in attempts from this network. Please wait 15 minutes and try again.",
};
const ACCOUNT_LOCKED = {
  ok: false,
  message:
    "Too many failed sign-in attempts for this account. Please wait 15 minutes, or sign in with “Send a magic link email” on the sign-in page.",
};

let local: LocalSupabase | undefined;

// Each test starts both counts afresh, the app's (in the database) and the Auth server's.
beforeEach(async () => {
  await local?.close();
  // The hosted figure: 30 failures per address in 5 minutes.
  local = await startTestSupabase({ authFailuresPerAddress: 30 });
  for (const name of ENV) delete process.env[name];
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  request.jar = new Map();
}, 60_000);

afterAll(async () => {
  await local?.close();
  for (const name of ENV) delete process.env[name];
});

/** One post of the sign-in form, as the app server receives it from `headers`. */
async function signIn(headers: Record<string, string>, email: string, password: string) {
  request.headers = new Headers({ host: "127.0.0.1:3000", ...headers });
  return signInAction(null, form({ email, password })).catch((thrown: unknown) => thrown);
}

/** A new admin whose confirmed authenticator app has proven one code; returns the app. */
async function adminWithConfirmedApp(email: string, password: string) {
  const target = embeddedTarget(local!);
  const { data } = await client(target, "service").auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  await client(target, "service").from("admin_users").insert({ user_id: data.user!.id });
  const owner = client(target);
  await owner.auth.signInWithPassword({ email, password });
  const enrolled = await owner.auth.mfa.enroll({ factorType: "totp" });
  await confirmApp(target, enrolled.data!.id, data.user!.id);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret) });
  await owner.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: totp.generate() });
  return totp;
}

const signedIn = { digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/kalpix-admin;/) };

describe("sign-ins sent at once", () => {
  it("are each counted before Auth is asked: of 30 wrong passwords sent together, 10 reach Auth", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn({}, TEST_ADMIN.email, `guess-${i}`)),
    );
    const answered = ({ message }: { message: string }) =>
      answers.filter((answer) => (answer as { message?: string }).message === message).length;
    expect({ invalid: answered(INVALID), locked: answered(ACCOUNT_LOCKED) }).toEqual({
      invalid: 10,
      locked: 20,
    });
    expect(await signIn({}, TEST_ADMIN.email, TEST_ADMIN.password)).toMatchObject(ACCOUNT_LOCKED);
  });

  it("give back every attempt that was no wrong guess: twelve right passwords in a row all sign in", async () => {
    for (let i = 1; i <= 12; i++)
      expect(await signIn({}, TEST_ADMIN.email, TEST_ADMIN.password), `sign-in ${i}`).toMatchObject(
        signedIn,
      );
  });
});

describe("many wrong sign-ins from many addresses", () => {
  it("behind a proxy, 33 guesses from 33 addresses leave the admin's sign-in from another one open", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    for (let i = 1; i <= 33; i++) {
      const guess = await signIn(
        { "x-forwarded-for": `192.0.2.77, 198.51.100.${i}` },
        `staff-${i}@example.com`,
        `guess-${i}`,
      );
      expect(guess, `guess ${i}`).toMatchObject(INVALID);
    }
    const admin = await signIn(
      { "x-forwarded-for": "203.0.113.50" },
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    expect(admin).toMatchObject(signedIn);
  });

  it("on Vercel, a guesser posting the form 35 times from one address is stopped by the app at 30; the admin still signs in", async () => {
    process.env.VERCEL = "1";
    const answers = [];
    for (let i = 1; i <= 35; i++) {
      answers.push(
        await signIn(
          { "x-vercel-forwarded-for": "198.51.100.9", "x-forwarded-for": `192.0.2.${i}` },
          `staff-${i}@example.com`,
          "guess",
        ),
      );
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(expect.objectContaining(INVALID)));
    expect(answers.slice(30)).toEqual(Array(5).fill(expect.objectContaining(LIMITED)));
    const admin = await signIn(
      { "x-vercel-forwarded-for": "203.0.113.50" },
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    expect(admin).toMatchObject(signedIn);
  });
});

describe("with no proxy in front (TRUSTED_PROXY_HOPS unset), no address is vouched for", () => {
  // Fifty posts through the action: a loaded 2-core machine needs more than the default.
  it("50 failed sign-ins for other accounts, with any headers, leave the admin's right password working", async () => {
    const forged = [
      (i: number) => ({ "x-forwarded-for": `198.51.100.${i}` }),
      () => ({}),
      (i: number) => ({ "x-forwarded-for": `10.0.0.${i}, 127.0.0.1`, "x-real-ip": "127.0.0.1" }),
      () => ({ "x-vercel-forwarded-for": "203.0.113.50" }),
    ];
    for (let i = 1; i <= 50; i++) {
      const guess = await signIn(forged[i % forged.length]!(i), `staff-${i}@example.com`, "guess");
      expect(guess, `guess ${i}`).toMatchObject(INVALID);
    }
    expect(
      await signIn({ "x-forwarded-for": "198.51.100.7" }, TEST_ADMIN.email, TEST_ADMIN.password),
    ).toMatchObject(signedIn);
    request.jar = new Map();
    expect(await signIn({}, TEST_ADMIN.email, TEST_ADMIN.password)).toMatchObject(signedIn);
    // The Auth server counted each guess under its own account's address, never the app's.
    const direct = await client(embeddedTarget(local!)).auth.signInWithPassword(TEST_ADMIN);
    expect(direct.error).toBeNull();
  }, 90_000);

  it("locks one account after 10 failures, not the others; its owner gets in by an e-mailed link", async () => {
    for (let i = 1; i <= 10; i++)
      expect(
        await signIn({ "x-forwarded-for": `198.51.100.${i}` }, TEST_ADMIN.email, `guess-${i}`),
      ).toMatchObject(INVALID);
    // Even the right password waits now, whatever the headers say.
    expect(
      await signIn({ "x-forwarded-for": "203.0.113.9" }, TEST_ADMIN.email, TEST_ADMIN.password),
    ).toMatchObject(ACCOUNT_LOCKED);
    expect(await signIn({}, TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password)).toMatchObject(
      ACCOUNT_LOCKED,
    );

    // Another member of staff is untouched.
    const other = { email: "colleague@example.com", password: "a-long-password-2" };
    await client(embeddedTarget(local!), "service").auth.admin.createUser({
      ...other,
      email_confirm: true,
    });
    expect(await signIn({}, other.email, other.password)).toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;/),
    });

    // The owner asks for a link; it reaches their mailbox, and its link and its code both work.
    request.headers = new Headers({ host: "127.0.0.1:3000" });
    expect(await magicLinkAction(null, form({ email: TEST_ADMIN.email }))).toMatchObject({
      ok: true,
    });
    const mail = local!.inbox.list(TEST_ADMIN.email).at(-1)!;
    // A token_hash link to the app's /auth/confirm: it works in whichever browser opens it.
    const link = /(https?:\/\/\S+\/auth\/confirm\?token_hash=[^\s"<>]+)/.exec(mail.text)?.[1];
    expect(link).toContain(`token_hash=${mail.tokenHash}&type=email`);
    const verifyOtpAction = (await import("@/app/login/actions")).verifyOtpAction;
    request.jar = new Map();
    await expect(
      verifyOtpAction(null, form({ email: TEST_ADMIN.email, token: mail.otp! })),
    ).rejects.toMatchObject(signedIn);
  });
});

describe("guesses sent straight to Auth with the publishable key", () => {
  it("lock the account at Auth; the app's sign-in says so in its own words, naming the e-mailed link", async () => {
    const direct = client(embeddedTarget(local!));
    for (let i = 1; i <= 10; i++)
      await direct.auth.signInWithPassword({ email: TEST_ADMIN.email, password: `guess-${i}` });
    const refused = await direct.auth.signInWithPassword(TEST_ADMIN);
    expect(refused.error?.code).toBe("over_request_rate_limit");

    expect(await signIn({}, TEST_ADMIN.email, TEST_ADMIN.password)).toMatchObject(ACCOUNT_LOCKED);
  });
});

describe("a sign-in e-mail Auth refuses to send", () => {
  it("gives the app's minute back, so the wait is Auth's own and never longer", async () => {
    // A hosted project's one e-mail a minute per user, which tests otherwise turn off.
    await local?.close();
    local = await startTestSupabase({ authFailuresPerAddress: 30, emailMaxFrequencyMs: 60_000 });
    process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
    // A stranger asks Auth directly: its minute for this address starts without the app's.
    const stranger = await client(embeddedTarget(local!)).auth.signInWithOtp({
      email: TEST_ADMIN.email,
      options: { shouldCreateUser: false },
    });
    expect(stranger.error).toBeNull();
    request.headers = new Headers({ host: "127.0.0.1:3000" });
    const authWait = {
      ok: false,
      message: expect.stringMatching(/only request this after \d+ seconds/),
    };
    expect(await magicLinkAction(null, form({ email: TEST_ADMIN.email }))).toMatchObject(authWait);
    expect(await magicLinkAction(null, form({ email: TEST_ADMIN.email }))).toMatchObject(authWait);
  });
});

describe("the second factor, with the browser's address forwarded", () => {
  it("challenges and verifies the code from the same address, keeping the user's own token", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const email = "forwarded-second-factor@example.com";
    const password = "a-long-password-1";
    const totp = await adminWithConfirmedApp(email, password);

    const browser = { "x-forwarded-for": "203.0.113.60" };
    expect(await signIn(browser, email, password)).toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/login\?view=mfa_challenge;/),
    });
    request.headers = new Headers({ host: "127.0.0.1:3000", ...browser });
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    await expect(
      verifySecondFactorAction(null, form({ code, next: "/kalpix-admin" })),
    ).rejects.toMatchObject(signedIn);
  });
});

describe("wrong authenticator codes from someone who knows the password", () => {
  it("lock their own tries after 10, never the owner's session opened from the mailbox", async () => {
    const email = "code-guessed@example.com";
    const password = "a-long-password-3";
    const totp = await adminWithConfirmedApp(email, password);

    // The password's holder: one session, eleven wrong codes.
    request.jar = await sessionCookies(local!, email, password);
    request.headers = new Headers({ host: "127.0.0.1:3000" });
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await verifySecondFactorAction(null, form({ code: "000000", next: "/kalpix-admin" })),
      );
    expect(answers.at(-1)).toMatchObject(ACCOUNT_LOCKED);
    // Another password session shares that count.
    request.jar = await sessionCookies(local!, email, password);
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect(
      await verifySecondFactorAction(null, form({ code: next, next: "/kalpix-admin" })),
    ).toMatchObject(ACCOUNT_LOCKED);

    // The owner, back through the e-mailed link, proves the code.
    request.jar = await mailboxSessionCookies(local!, email);
    await expect(
      verifySecondFactorAction(null, form({ code: next, next: "/kalpix-admin" })),
    ).rejects.toMatchObject(signedIn);
  });
});
