/**
 * The owner's way back after a stolen password, end to end against a fresh embedded backend with
 * the project's supabase/config.toml: a thief signs in to an admin account that has no
 * authenticator and enrols their own app; the owner is e-mailed; the operator runs
 * `npm run admin:create -- <email> --existing-account` (the script, in a child process); the owner
 * follows its recovery link, chooses a password and enrols a new app; nothing of the thief's works.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { createClient, type Session } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@/lib/supabase/database.types";

import { client, embeddedTarget, startTestSupabase, type Target } from "../support/local-supabase";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/admin-create.ts");
const SITE = "https://site.example";
const EMAIL = "owner@example.com";
const PASSWORD = "the-owners-password-1";

let local: LocalSupabase;
let target: Target;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
}, 60_000);

afterAll(async () => {
  await local?.close();
});

/** `npm run admin:create -- ...args` against this backend, as the operator runs it. */
async function adminCreate(args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_SUPABASE_PORT: new URL(local.url).port,
    NEXT_PUBLIC_SITE_URL: SITE,
  };
  for (const name of [
    "NEXT_PUBLIC_SUPABASE_URL",
    "SUPABASE_SECRET_KEY",
    "SUPABASE_SERVICE_ROLE_KEY",
  ])
    delete env[name];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", SCRIPT, ...args],
    // No .env.local here: the script must talk to this test's backend.
    { cwd: mkdtempSync(path.join(tmpdir(), "recovery-")), env, timeout: 30_000 },
  );
  return stdout;
}

const totpFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });

function withToken(accessToken: string) {
  return createClient<Database>(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

const userAnswer = (accessToken: string) =>
  fetch(`${target.url}/auth/v1/user`, {
    headers: { apikey: target.anonKey, authorization: `Bearer ${accessToken}` },
  });

const notifications = () =>
  local.inbox
    .list(EMAIL)
    .map((mail) => mail.kind)
    .filter((kind) => kind.endsWith("_notification"))
    .reverse();

describe("a stolen admin password, and the owner's way back", () => {
  it("the operator's recovery removes the thief's app and sessions; the owner gets in and enrols anew", async () => {
    const service = client(target, "service");
    const created = await service.auth.admin.createUser({
      email: EMAIL,
      password: PASSWORD,
      email_confirm: true,
    });
    if (created.error) throw created.error;
    const userId = created.data.user.id;
    await service.from("admin_users").insert({ user_id: userId });

    // The owner is signed in, without an authenticator app.
    const owner = client(target);
    expect(
      (await owner.auth.signInWithPassword({ email: EMAIL, password: PASSWORD })).error,
    ).toBeNull();
    const ownerBefore = (await owner.auth.getSession()).data.session!;

    // The thief signs in with the password and enrols their own app.
    const thief = client(target);
    expect(
      (await thief.auth.signInWithPassword({ email: EMAIL, password: PASSWORD })).error,
    ).toBeNull();
    const thiefAal1 = (await thief.auth.getSession()).data.session!;
    const enrolled = await thief.auth.mfa.enroll({ factorType: "totp", friendlyName: "Thief" });
    expect(enrolled.error).toBeNull();
    const thiefApp = totpFor(enrolled.data!.totp.secret);
    const verified = await thief.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: thiefApp.generate(),
    });
    expect(verified.error).toBeNull();
    const thiefSession: Session = (await thief.auth.getSession()).data.session!;
    expect((await withToken(thiefSession.access_token).rpc("is_admin")).data).toBe(true);

    // The owner's session is over, and the owner is told an app was added.
    expect((await userAnswer(ownerBefore.access_token)).status).toBe(403);
    expect(notifications()).toEqual(["mfa_factor_enrolled_notification"]);
    const added = local.inbox.list(EMAIL)[0]!;
    expect(added.text).toContain("hello@kalpix.in");

    // The thief's app was added with the password alone, so the database does not count it: the
    // owner is not locked out by it (Auth itself now asks this account for a code).
    const locked = client(target);
    await locked.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect((await locked.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    const lockedSession = (await locked.auth.getSession()).data.session!;
    expect(
      (await withToken(lockedSession.access_token).rpc("second_factor_assurance")).data,
    ).toEqual({ enrolled: false, verified: false });

    // The operator's recovery command.
    const stdout = await adminCreate([EMAIL, "--existing-account"]);
    expect(stdout).toContain("its 1 authenticator app(s) removed");
    const link = new URL(/(https:\/\/site\.example\/auth\/confirm\?\S+)/.exec(stdout)![1]!);
    const tokenHash = link.searchParams.get("token_hash")!;
    expect(link.searchParams.get("type")).toBe("recovery");

    // Nothing of the thief's works: app, access token, refresh tokens, password.
    expect((await service.auth.admin.mfa.listFactors({ userId })).data!.factors).toEqual([]);
    const thiefUser = await userAnswer(thiefSession.access_token);
    expect(thiefUser.status).toBe(403);
    expect(await thiefUser.json()).toMatchObject({ code: "session_not_found" });
    expect((await withToken(thiefSession.access_token).rpc("is_admin")).data).toBe(false);
    for (const refreshToken of [thiefSession.refresh_token, thiefAal1.refresh_token]) {
      const refreshed = await client(target).auth.refreshSession({ refresh_token: refreshToken });
      expect(refreshed.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    }
    const oldPassword = await client(target).auth.signInWithPassword({
      email: EMAIL,
      password: PASSWORD,
    });
    expect(oldPassword.error).toMatchObject({ status: 400, code: "invalid_credentials" });

    // The owner follows the link (what /auth/confirm does), chooses a password, enrols a new app.
    const back = client(target);
    const recovered = await back.auth.verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(recovered.error).toBeNull();
    expect((await back.auth.updateUser({ password: "owners-new-password-2" })).error).toBeNull();
    const fresh = await back.auth.mfa.enroll({ factorType: "totp", friendlyName: "Owner" });
    expect(fresh.error).toBeNull();
    const ownerApp = totpFor(fresh.data!.totp.secret);
    const stepped = await back.auth.mfa.challengeAndVerify({
      factorId: fresh.data!.id,
      code: ownerApp.generate(),
    });
    expect(stepped.error).toBeNull();
    const ownerSession = (await back.auth.getSession()).data.session!;
    expect((await withToken(ownerSession.access_token).rpc("is_admin")).data).toBe(true);

    // Next time the owner signs in with the new password and a code from their own app.
    const later = client(target);
    const signedIn = await later.auth.signInWithPassword({
      email: EMAIL,
      password: "owners-new-password-2",
    });
    expect(signedIn.error).toBeNull();
    const code = ownerApp.generate({ timestamp: Date.now() + 30_000 });
    expect(
      (await later.auth.mfa.challengeAndVerify({ factorId: fresh.data!.id, code })).error,
    ).toBeNull();
    const factors = (await service.auth.admin.mfa.listFactors({ userId })).data!.factors;
    expect(factors.map((factor) => factor.friendly_name)).toEqual(["Owner"]);

    // The owner was e-mailed at each step the Auth server took for them; the operator's removal
    // goes through the admin API, which sends no e-mail in GoTrue either.
    expect(notifications()).toEqual([
      "mfa_factor_enrolled_notification",
      "password_changed_notification",
      "mfa_factor_enrolled_notification",
    ]);
  });
});
