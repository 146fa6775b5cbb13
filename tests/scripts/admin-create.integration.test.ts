/**
 * `npm run admin:create` as an operator runs it (the script in a child process, pointed at a
 * fresh embedded backend through LOCAL_SUPABASE_PORT), replaying issue #13's attack: someone
 * registers the future admin's address with their own password and stays signed in; the
 * operator then promotes that address.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@/lib/supabase/database.types";

import {
  client,
  embeddedTarget,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../support/local-supabase";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/admin-create.ts");
const SITE = "https://site.example";
// No .env.local here: the script must talk to this test's backend, whatever the developer's is.
const CWD = mkdtempSync(path.join(tmpdir(), "admin-create-"));

let local: LocalSupabase;
let target: Target;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
}, 60_000);

afterAll(async () => {
  await local?.close();
});

type Run = { code: number; stdout: string; stderr: string };

/** Runs the script as `npm run admin:create -- ...args` does (asynchronously: the backend lives in this process). */
async function adminCreate(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_SUPABASE_PORT: new URL(local.url).port,
    NEXT_PUBLIC_SITE_URL: SITE,
  };
  for (const name of [
    "NEXT_PUBLIC_SUPABASE_URL",
    "SUPABASE_SECRET_KEY",
    "SUPABASE_SERVICE_ROLE_KEY",
  ])
    delete childEnv[name];
  Object.assign(childEnv, env);
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        SCRIPT,
        ...args,
      ],
      {
        cwd: CWD,
        env: childEnv,
        timeout: 30_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

function withToken(accessToken: string) {
  return createClient<Database>(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

async function listed(userId: string) {
  const { data } = await client(target, "service")
    .from("admin_users")
    .select("user_id")
    .eq("user_id", userId);
  return (data ?? []).length > 0;
}

describe("npm run admin:create", () => {
  it("creates a new admin with a generated password it prints", async () => {
    const run = await adminCreate(["brand-new@example.com"]);
    expect(run.code).toBe(0);
    const password = /Its password: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toBeTruthy();
    const { data, error } = await client(target).auth.signInWithPassword({
      email: "brand-new@example.com",
      password: password!,
    });
    expect(error).toBeNull();
    expect((await withToken(data.session!.access_token).rpc("is_admin")).data).toBe(true);
  });

  it("reports an existing admin and changes nothing (exit 0)", async () => {
    const run = await adminCreate([TEST_ADMIN.email]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/already an admin .*nothing changed/);
    const { error } = await client(target).auth.signInWithPassword(TEST_ADMIN);
    expect(error).toBeNull();
  });

  it.each([
    [[]],
    [["not-an-email"]],
    [["a@example.com", "b@example.com"]],
    [["a@example.com", "--existing"]],
  ])("exits 2 with the usage for %j", async (args) => {
    const run = await adminCreate(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "Usage: npm run admin:create -- <email> [--password <password>] [--existing-account]",
    );
  });

  it("uses NEXT_PUBLIC_SUPABASE_URL with the secret key, as against a hosted project, and needs that key", async () => {
    const missing = await adminCreate(["hosted-staff@example.com"], {
      NEXT_PUBLIC_SUPABASE_URL: local.url,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("SUPABASE_SECRET_KEY (the service role key) is required");
    const run = await adminCreate(["hosted-staff@example.com"], {
      NEXT_PUBLIC_SUPABASE_URL: local.url,
      SUPABASE_SECRET_KEY: local.config.serviceRoleKey,
      LOCAL_SUPABASE_PORT: "1",
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`hosted-staff@example.com is an admin of ${local.url}`);
  });

  it("exits 1 and explains when the backend is not reachable", async () => {
    const run = await adminCreate(["x@example.com"], { LOCAL_SUPABASE_PORT: "1" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/admin:create failed/);
    expect(run.stderr).toMatch(/Is the embedded backend running/);
  });

  describe("a pre-registered account (registered before its owner)", () => {
    const email = "future-staff@example.com";
    const attackerPassword = "attackers-own-password-1";
    let userId: string;
    let attacker: { access_token: string; refresh_token: string };

    beforeAll(async () => {
      // Through the admin API: the attack must be stopped even where public sign-up is off.
      const created = await client(target, "service").auth.admin.createUser({
        email,
        password: attackerPassword,
        email_confirm: true,
      });
      if (created.error) throw created.error;
      userId = created.data.user.id;
      const signedIn = await client(target).auth.signInWithPassword({
        email,
        password: attackerPassword,
      });
      if (signedIn.error) throw signedIn.error;
      attacker = signedIn.data.session;
    });

    it("is refused without --existing-account: exit 1, the risk and the flag explained, nothing changed", async () => {
      const run = await adminCreate([email]);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(
        `an account for ${email} already exists and is not an admin. Nothing was changed.`,
      );
      expect(run.stderr).toContain("--existing-account");
      expect(await listed(userId)).toBe(false);
      // The attacker's password and refresh token still work: the refusal touched nothing.
      expect(
        (await client(target).auth.signInWithPassword({ email, password: attackerPassword })).error,
      ).toBeNull();
      const refreshed = await client(target).auth.refreshSession({
        refresh_token: attacker.refresh_token,
      });
      expect(refreshed.error).toBeNull();
      attacker = refreshed.data.session!;
    });

    it("with --existing-account: locks the earlier holder out, then promotes, and prints the owner's link", async () => {
      const run = await adminCreate([email, "--existing-account"]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`${email} is an admin of ${local.url} (user ${userId}).`);
      expect(run.stdout).toMatch(/its password was replaced and its 2 session\(s\) ended/);
      expect(await listed(userId)).toBe(true);

      // The attacker: the password, the refresh token and the access token they hold all fail.
      const signIn = await client(target).auth.signInWithPassword({
        email,
        password: attackerPassword,
      });
      expect(signIn.error?.message).toBe("Invalid login credentials");
      const refreshed = await client(target).auth.refreshSession({
        refresh_token: attacker.refresh_token,
      });
      expect(refreshed.error?.message).toMatch(/Invalid Refresh Token/);
      const stale = withToken(attacker.access_token);
      expect((await stale.rpc("is_admin")).data).toBe(false);
      const list = await stale.rpc("admin_list_form_submissions", {});
      expect(list.data).toBeNull();
      expect(list.error?.code).toBe("42501");

      // The owner: the printed link (what /auth/confirm verifies) signs in once, as an admin,
      // and lets them choose a password.
      const link = new URL(/(https:\/\/site\.example\/auth\/confirm\?\S+)/.exec(run.stdout)![1]!);
      expect(link.searchParams.get("type")).toBe("recovery");
      expect(run.stdout).toContain(`${SITE}/login?view=forgotten_password`);
      const owner = client(target);
      const verified = await owner.auth.verifyOtp({
        type: "recovery",
        token_hash: link.searchParams.get("token_hash")!,
      });
      expect(verified.error).toBeNull();
      expect((await withToken(verified.data.session!.access_token).rpc("is_admin")).data).toBe(
        true,
      );
      expect((await owner.auth.updateUser({ password: "owners-new-password-1" })).error).toBeNull();
      expect(
        (await client(target).auth.signInWithPassword({ email, password: "owners-new-password-1" }))
          .error,
      ).toBeNull();
    });
  });

  it("with --existing-account and --password: sets that password, ends the sessions, prints no link", async () => {
    const email = "second-staff@example.com";
    const created = await client(target, "service").auth.admin.createUser({
      email,
      password: "someone-elses-pw-1",
      email_confirm: true,
    });
    if (created.error) throw created.error;
    const held = (
      await client(target).auth.signInWithPassword({ email, password: "someone-elses-pw-1" })
    ).data.session!;

    const run = await adminCreate([
      email,
      "--existing-account",
      "--password",
      "operator-chosen-pw-1",
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Its password is now the one you gave.");
    expect(run.stdout).not.toContain("/auth/confirm");
    expect(
      (await client(target).auth.refreshSession({ refresh_token: held.refresh_token })).error,
    ).not.toBeNull();
    expect((await withToken(held.access_token).rpc("is_admin")).data).toBe(false);
    const fresh = await client(target).auth.signInWithPassword({
      email,
      password: "operator-chosen-pw-1",
    });
    expect((await withToken(fresh.data.session!.access_token).rpc("is_admin")).data).toBe(true);
  });
});
