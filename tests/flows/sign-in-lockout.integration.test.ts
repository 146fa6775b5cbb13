/**
 * The lockout attempt of the security finding, replayed through the login's sign-in action against
 * a fresh embedded backend: many wrong sign-ins from many addresses must not shut the Auth server
 * to the app's own address, and a forged X-Forwarded-For must not give a guesser a fresh count.
 * Only Next's request APIs are replaced.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import * as OTPAuth from "otpauth";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { form } from "../support/form-data";
import { client, embeddedTarget, startTestSupabase, TEST_ADMIN } from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", async () => ({
  ...(await import("../support/next-headers")).nextHeadersWithJar(request),
  headers: async () => request.headers,
}));

const { signInAction, verifySecondFactorAction } = await import("@/app/login/actions");

const ENV = ["SUPABASE_SECRET_KEY", "TRUSTED_PROXY_HOPS", "VERCEL", "LOGIN_RATE_LIMIT_MAX"];
const INVALID = { ok: false, message: "Invalid login credentials" };
const LIMITED = {
  ok: false,
  message:
    "Too many failed sign-in attempts from this browser. Please wait 15 minutes and try again.",
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

const signedIn = { digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/kalpix-admin;/) };

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

  it("on Vercel, a guesser posting the form 35 times from one address is stopped by the app at 10; the admin still signs in", async () => {
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
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(expect.objectContaining(INVALID)));
    expect(answers.slice(10)).toEqual(Array(25).fill(expect.objectContaining(LIMITED)));
    const admin = await signIn(
      { "x-vercel-forwarded-for": "203.0.113.50" },
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    expect(admin).toMatchObject(signedIn);
  });
});

describe("a forged X-Forwarded-For with no proxy in front (TRUSTED_PROXY_HOPS unset)", () => {
  it("does not give a guesser a fresh count, so the Auth server never shuts the app's address", async () => {
    const answers = [];
    for (let i = 1; i <= 35; i++) {
      answers.push(
        await signIn(
          { "x-forwarded-for": `198.51.100.${i}` },
          `staff-${i}@example.com`,
          `guess-${i}`,
        ),
      );
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(expect.objectContaining(INVALID)));
    expect(answers.slice(10)).toEqual(Array(25).fill(expect.objectContaining(LIMITED)));
    // The Auth server saw 10 failures from this machine: a sign-in from here still works.
    const direct = await client(embeddedTarget(local!)).auth.signInWithPassword(TEST_ADMIN);
    expect(direct.error).toBeNull();
  });
});

describe("the second factor, with the browser's address forwarded", () => {
  it("challenges and verifies the code from the same address, keeping the user's own token", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const target = embeddedTarget(local!);
    const email = "forwarded-second-factor@example.com";
    const password = "a-long-password-1";
    const { data } = await client(target, "service").auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    await client(target, "service").from("admin_users").insert({ user_id: data.user!.id });
    const owner = client(target);
    await owner.auth.signInWithPassword({ email, password });
    const enrolled = await owner.auth.mfa.enroll({ factorType: "totp" });
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret),
    });
    await owner.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: totp.generate() });

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
