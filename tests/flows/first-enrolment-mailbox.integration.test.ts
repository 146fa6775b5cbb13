/**
 * The first authenticator app of an admin account must prove its mailbox, end to end through the
 * security page's actions against a fresh embedded backend with second factors required: someone
 * who knows only the password can neither add an app through the page nor gain anything by adding
 * one through the Auth API; the owner who is told of it removes it and enrols their own app with a
 * code e-mailed to them. Only Next's request APIs are replaced.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { setSecondFactorRequired } from "@/lib/admin/second-factor-policy";

import { form } from "../support/form-data";
import {
  client,
  embeddedTarget,
  sessionCookies,
  signedInClient,
  startTestSupabase,
  type Target,
} from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", async () =>
  (await import("../support/next-headers")).nextHeadersWithJar(request, {
    host: "127.0.0.1:3000",
  }),
);
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), refresh: vi.fn() }));

const security = await import("@/app/kalpix-admin/security/actions");

const EMAIL = "first-app@example.com";
const PASSWORD = "the-owners-password-1";
const WRONG_MAIL_CODE =
  "That e-mailed code is wrong or has expired. Ask for a new one and enter it within the hour.";

let local: LocalSupabase;
let target: Target;
let userId: string;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  const service = client(target, "service");
  await setSecondFactorRequired(service, true);
  const created = await service.auth.admin.createUser({
    email: EMAIL,
    password: PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  userId = created.data.user.id;
  await service.from("admin_users").insert({ user_id: userId });
}, 60_000);

afterAll(async () => {
  await local?.close();
});

const totpFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
const factorsOf = async () =>
  (await client(target, "service").auth.admin.mfa.listFactors({ userId })).data!.factors;
const redirectedTo = (thrown: unknown) =>
  (thrown as { digest?: string }).digest?.split(";")[2] ?? String(thrown);

let thiefFactor: string;

describe("a password alone", () => {
  it("cannot add an app through the security page: it asks for the code e-mailed to the owner", async () => {
    request.jar = await sessionCookies(local, EMAIL, PASSWORD);
    expect(await security.startEnrolmentAction(null, form({ name: "Thief" }))).toMatchObject({
      ok: false,
      message: WRONG_MAIL_CODE,
    });
    expect(
      await security.startEnrolmentAction(null, form({ name: "Thief", mailCode: "123456" })),
    ).toMatchObject({ ok: false, message: WRONG_MAIL_CODE });
    expect(await factorsOf()).toEqual([]);
  });

  it("adds an app through the Auth API that opens nothing, and the owner is e-mailed", async () => {
    const thief = await signedInClient(target, EMAIL, PASSWORD);
    const enrolled = await thief.auth.mfa.enroll({ factorType: "totp", friendlyName: "Thief" });
    expect(enrolled.error).toBeNull();
    thiefFactor = enrolled.data!.id;
    const verified = await thief.auth.mfa.challengeAndVerify({
      factorId: thiefFactor,
      code: totpFor(enrolled.data!.totp.secret).generate(),
    });
    expect(verified.error).toBeNull();
    expect((await thief.auth.getSession()).data.session?.access_token).toBeTruthy();
    expect((await thief.rpc("admin_standing")).data).toBe("needs-second-factor");
    expect((await thief.rpc("is_admin")).data).toBe(false);
    expect((await thief.from("form_submissions").select("id")).data).toEqual([]);
    expect(local.inbox.list(EMAIL).map((mail) => mail.kind)).toContain(
      "mfa_factor_enrolled_notification",
    );
  });
});

describe("the owner who is told of it", () => {
  it("signs in with the password, removes the unconfirmed app, and enrols their own with the e-mailed code", async () => {
    request.jar = await sessionCookies(local, EMAIL, PASSWORD);
    await expect(
      security.removeFactorAction(null, form({ factorId: thiefFactor })),
    ).rejects.toSatisfy((thrown) => redirectedTo(thrown).endsWith("?removed=1"));
    expect(await factorsOf()).toEqual([]);

    expect(await security.sendEnrolmentCodeAction(null, form({}))).toMatchObject({ ok: true });
    const mail = local.inbox.list(EMAIL)[0]!;
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const started = await security.startEnrolmentAction(
      null,
      form({ name: "Owner", mailCode: code! }),
    );
    expect(started).toMatchObject({ ok: true });
    const { factorId, secret } = (started as { values: { factorId: string; secret: string } })
      .values;
    const app = totpFor(secret);
    expect(
      await security.confirmEnrolmentAction(null, form({ factorId, code: app.generate() })),
    ).toMatchObject({ ok: true });

    // Next time: password and a code from the confirmed app make an admin.
    const later = await signedInClient(target, EMAIL, PASSWORD);
    expect((await later.rpc("is_admin")).data).toBe(false);
    const code2 = app.generate({ timestamp: Date.now() + 30_000 });
    expect((await later.auth.mfa.challengeAndVerify({ factorId, code: code2 })).error).toBeNull();
    expect((await later.rpc("is_admin")).data).toBe(true);
  });

  it("cannot remove a confirmed app with the password alone", async () => {
    request.jar = await sessionCookies(local, EMAIL, PASSWORD);
    const [owned] = await factorsOf();
    const answer = await security.removeFactorAction(null, form({ factorId: owned!.id }));
    expect(answer).toMatchObject({ ok: false });
    expect(await factorsOf()).toHaveLength(1);
  });
});

describe("a stranger who asked for a sign-in e-mail to the owner's address a moment before", () => {
  // A hosted project's one e-mail a minute per user, which tests otherwise turn off.
  beforeAll(async () => {
    await local.close();
    local = await startTestSupabase({ emailMaxFrequencyMs: 60_000 });
    target = embeddedTarget(local);
    process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
    await setSecondFactorRequired(client(target, "service"), true);
  }, 60_000);

  it("does not stop the owner: the code of that e-mail proves the mailbox", async () => {
    const email = "second-owner@example.com";
    const password = "the-owners-password-2";
    const service = client(target, "service");
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
    await service.from("admin_users").insert({ user_id: created.data.user!.id });

    const stranger = await client(target).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(stranger.error).toBeNull();

    request.jar = await sessionCookies(local, email, password);
    expect(await security.sendEnrolmentCodeAction(null, form({}))).toEqual({
      ok: true,
      message: `A sign-in e-mail with a 6-digit code went to ${email} less than a minute ago. Enter its code below with your app's name, or ask for a new one in a minute.`,
    });
    const mails = local.inbox.list(email).filter((mail) => mail.otp);
    expect(mails).toHaveLength(1);
    expect(
      await security.startEnrolmentAction(null, form({ name: "Owner", mailCode: mails[0]!.otp! })),
    ).toMatchObject({ ok: true });
  });
});
