/**
 * Supabase Auth's security notifications ([auth.email.notification.*] of supabase/config.toml):
 * the embedded Auth server sends them where GoTrue does, with the project's subjects and templates.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PROJECT_CONFIG_FILE } from "../../src/config.ts";
import { readProjectAuthConfig } from "../../src/project-config.ts";
import { confirmedUser, startAuthHarness, type AuthHarness } from "./harness";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const codeFor = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const supabase = h.client();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return supabase;
}

const kinds = (email: string) => h.inbox.list(email).map((mail) => mail.kind);

describe("supabase/config.toml turns the security notifications on", () => {
  it("enables password changed, authenticator added and removed, with committed templates", () => {
    const { notifications } = readProjectAuthConfig(PROJECT_CONFIG_FILE);
    for (const name of [
      "password_changed",
      "mfa_factor_enrolled",
      "mfa_factor_unenrolled",
    ] as const) {
      expect(notifications[name].enabled).toBe(true);
      expect(notifications[name].subject).toBeTruthy();
      expect(notifications[name].content).toContain("hello@kalpix.in");
    }
  });
});

describe("local auth: security notification e-mails", () => {
  it("tells the owner their password was changed (PUT /user), what to do if it was not them", async () => {
    const user = await confirmedUser(h, "pw-changed@example.com");
    const supabase = await signIn(user.email, user.password);
    const { error } = await supabase.auth.updateUser({ password: "a-new-password-2" });
    expect(error).toBeNull();
    const mail = h.lastMail(user.email);
    expect(mail).toMatchObject({
      kind: "password_changed_notification",
      subject: "Your Kalpix admin password was changed",
      link: null,
      otp: null,
    });
    expect(mail.text).toContain("pw-changed@example.com");
    expect(mail.text).toMatch(/just now/);
    expect(mail.text).toContain("http://localhost:3000/login?view=forgotten_password");
    expect(mail.text).not.toMatch(/<\/?[a-z]/);
  });

  it("says an authenticator was added when an enrolment completes, not at each sign-in code", async () => {
    const user = await confirmedUser(h, "factor-added@example.com");
    const supabase = await signIn(user.email, user.password);
    const { data } = await supabase.auth.mfa.enroll({ factorType: "totp" });
    expect(kinds(user.email)).toEqual([]);
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: codeFor(data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const mail = h.lastMail(user.email);
    expect(mail).toMatchObject({
      kind: "mfa_factor_enrolled_notification",
      subject: "An authenticator app was added to your Kalpix admin account",
    });
    expect(mail.text).toContain("totp");
    expect(mail.text).toContain("hello@kalpix.in");

    const again = await signIn(user.email, user.password);
    const second = await again.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: codeFor(data!.totp.secret, 1),
    });
    expect(second.error).toBeNull();
    expect(kinds(user.email)).toEqual(["mfa_factor_enrolled_notification"]);
  });

  it("says an authenticator was removed (mfa.unenroll); the admin API's removal sends none, as GoTrue", async () => {
    const user = await confirmedUser(h, "factor-removed@example.com");
    const supabase = await signIn(user.email, user.password);
    const first = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "One" });
    await supabase.auth.mfa.challengeAndVerify({
      factorId: first.data!.id,
      code: codeFor(first.data!.totp.secret),
    });
    const removed = await supabase.auth.mfa.unenroll({ factorId: first.data!.id });
    expect(removed.error).toBeNull();
    const mail = h.lastMail(user.email);
    expect(mail).toMatchObject({
      kind: "mfa_factor_unenrolled_notification",
      subject: "An authenticator app was removed from your Kalpix admin account",
    });
    expect(mail.text).toContain("totp");

    const second = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Two" });
    await supabase.auth.mfa.challengeAndVerify({
      factorId: second.data!.id,
      code: codeFor(second.data!.totp.secret, 1),
    });
    const deleted = await h
      .serviceClient()
      .auth.admin.mfa.deleteFactor({ userId: user.id, id: second.data!.id });
    expect(deleted.error).toBeNull();
    expect(kinds(user.email)).toEqual([
      "mfa_factor_enrolled_notification",
      "mfa_factor_unenrolled_notification",
      "mfa_factor_enrolled_notification",
    ]);
  });

  it("sends nothing when the project leaves them off (the CLI's default)", async () => {
    const off = { enabled: false, subject: null, content: null };
    const quiet = await startAuthHarness({
      notifications: {
        password_changed: off,
        mfa_factor_enrolled: off,
        mfa_factor_unenrolled: off,
      },
    });
    try {
      const user = await confirmedUser(quiet, "quiet@example.com");
      const supabase = quiet.client();
      await supabase.auth.signInWithPassword(user);
      expect((await supabase.auth.updateUser({ password: "a-new-password-2" })).error).toBeNull();
      expect(quiet.inbox.list(user.email)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe("local auth: the sign-in link and code e-mail", () => {
  it("uses the project's magic-link template, with the link and its 6-digit code", async () => {
    const user = await confirmedUser(h, "magic-template@example.com");
    const { error } = await h.client().auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false },
    });
    expect(error).toBeNull();
    const mail = h.lastMail(user.email);
    expect(mail.subject).toBe("Your Kalpix sign-in link and code");
    expect(mail.text).toContain("Sign in to Kalpix");
    expect(mail.text).toContain(`enter: ${mail.otp}`);
    // A token_hash link to the app: it works in the browser of whoever opens the mailbox.
    expect(mail.text).toContain(
      `Sign in: http://localhost:3000/auth/confirm?token_hash=${mail.tokenHash}&type=email`,
    );
    expect(mail.text).not.toMatch(/<\/?[a-z]|\{\{/);
  });

  it("uses the project's recovery template, whose link also goes to the app", async () => {
    const user = await confirmedUser(h, "recovery-template@example.com");
    const { error } = await h.client().auth.resetPasswordForEmail(user.email);
    expect(error).toBeNull();
    const mail = h.lastMail(user.email);
    expect(mail.subject).toBe("Reset your Kalpix admin password");
    expect(mail.text).toContain(
      `Choose a new password: http://localhost:3000/auth/confirm?token_hash=${mail.tokenHash}&type=recovery`,
    );
  });
});
