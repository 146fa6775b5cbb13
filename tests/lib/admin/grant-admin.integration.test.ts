/**
 * grantAdmin() and the database functions it relies on (migration *_admin_grant_safety.sql),
 * against a fresh embedded backend: an existing account is never promoted with credentials
 * someone else may have set, revoke_user_sessions() is the service role's alone, and is_admin()
 * holds only while the caller's session is live.
 */
import { createHmac } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startLocalSupabase, type LocalSupabase } from "@kalpix/local-supabase/server";
import { createClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { grantAdmin, GrantRefusedError, recoveryLink } from "@/lib/admin/grant-admin";
import type { Database } from "@/lib/supabase/database.types";

import {
  client,
  confirmApp,
  embeddedTarget,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../../support/local-supabase";

let local: LocalSupabase;
let target: Target;
let counter = 0;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
}, 60_000);

afterAll(async () => {
  await local?.close();
});

const service = () => client(target, "service");

/** A client that presents exactly this access token, as a stolen or kept one would be. */
function withToken(accessToken: string) {
  return createClient<Database>(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

/** An account made through the admin API (public sign-up may be off), then signed in. */
async function registeredAndSignedIn(password = "their-own-password-1") {
  counter += 1;
  const email = `pre-registered-${counter}@example.com`;
  const { data, error } = await service().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  const session = await signIn(email, password);
  return { email, password, userId: data.user.id, session };
}

async function signIn(email: string, password: string) {
  const { data, error } = await client(target).auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}

async function isAdmin(accessToken: string) {
  const { data, error } = await withToken(accessToken).rpc("is_admin");
  if (error) throw error;
  return data;
}

async function listed(userId: string) {
  const { data } = await service().from("admin_users").select("user_id").eq("user_id", userId);
  return (data ?? []).length > 0;
}

async function sessionCount(userId: string) {
  const { rows } = await local.db.transaction((tx) =>
    tx.query<{ n: number }>("select count(*)::int as n from auth.sessions where user_id = $1", [
      userId,
    ]),
  );
  return rows[0]!.n;
}

describe("grantAdmin", () => {
  it("creates a missing account, confirmed, with the given password, and makes it an admin", async () => {
    const result = await grantAdmin(service(), {
      email: "  New-Staff@Example.com ",
      password: "operator-set-pw-1",
    });
    expect(result.kind).toBe("created");
    expect(await listed(result.userId)).toBe(true);
    const session = await signIn("new-staff@example.com", "operator-set-pw-1");
    expect(await isAdmin(session.access_token)).toBe(true);
  });

  it("refuses an existing account without the consent and changes nothing", async () => {
    const account = await registeredAndSignedIn();
    const error = await grantAdmin(service(), {
      email: account.email,
      password: "ignored-pw-123",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrantRefusedError);
    expect((error as GrantRefusedError).reason).toBe("existing-account");
    expect(await listed(account.userId)).toBe(false);
    expect(await sessionCount(account.userId)).toBe(1);
    await expect(signIn(account.email, account.password)).resolves.toBeTruthy();
  });

  it("reports an existing admin without the consent and changes nothing", async () => {
    const session = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const result = await grantAdmin(service(), {
      email: TEST_ADMIN.email,
      password: "ignored-pw-123",
    });
    expect(result.kind).toBe("already-admin");
    expect(await isAdmin(session.access_token)).toBe(true);
    await expect(signIn(TEST_ADMIN.email, TEST_ADMIN.password)).resolves.toBeTruthy();
  });

  it("with the consent, takes the account back before promoting it", async () => {
    const account = await registeredAndSignedIn();
    const result = await grantAdmin(service(), {
      email: account.email,
      password: "replacement-pw-123",
      existingAccount: true,
      recovery: true,
    });
    expect(result).toMatchObject({
      kind: "secured",
      userId: account.userId,
      wasAdmin: false,
      sessionsEnded: 1,
    });
    expect(await listed(account.userId)).toBe(true);
    await expect(signIn(account.email, account.password)).rejects.toThrow(
      /Invalid login credentials/,
    );
    const refreshed = await client(target).auth.refreshSession({
      refresh_token: account.session.refresh_token,
    });
    expect(refreshed.error?.message).toMatch(/Refresh Token/);
    expect(await isAdmin(account.session.access_token)).toBe(false);

    // The owner's link: verified as /auth/confirm does, it signs in as an admin once.
    if (result.kind !== "secured" || !result.recoveryTokenHash)
      throw new Error("no recovery token");
    const link = new URL(recoveryLink("https://site.example/", result.recoveryTokenHash));
    expect(link.origin + link.pathname).toBe("https://site.example/auth/confirm");
    expect(link.searchParams.get("type")).toBe("recovery");
    const owner = client(target);
    const verified = await owner.auth.verifyOtp({
      type: "recovery",
      token_hash: link.searchParams.get("token_hash")!,
    });
    expect(verified.error).toBeNull();
    expect(await isAdmin(verified.data.session!.access_token)).toBe(true);
    const reused = await client(target).auth.verifyOtp({
      type: "recovery",
      token_hash: link.searchParams.get("token_hash")!,
    });
    expect(reused.error).not.toBeNull();
  });

  it("with the consent and a password, sets that password and still ends the sessions", async () => {
    const account = await registeredAndSignedIn();
    const result = await grantAdmin(service(), {
      email: account.email,
      password: "operator-chosen-1",
      existingAccount: true,
    });
    expect(result).toMatchObject({ kind: "secured", sessionsEnded: 1, recoveryTokenHash: null });
    expect(await sessionCount(account.userId)).toBe(0);
    const session = await signIn(account.email, "operator-chosen-1");
    expect(await isAdmin(session.access_token)).toBe(true);
  });

  it("re-secures an account that is already an admin: its old sessions lose admin rights", async () => {
    const account = await registeredAndSignedIn();
    await service().from("admin_users").insert({ user_id: account.userId });
    expect(await isAdmin(account.session.access_token)).toBe(true);
    const result = await grantAdmin(service(), {
      email: account.email,
      password: "fresh-pw-12345",
      existingAccount: true,
    });
    expect(result).toMatchObject({ kind: "secured", wasAdmin: true, sessionsEnded: 1 });
    expect(await listed(account.userId)).toBe(true);
    expect(await isAdmin(account.session.access_token)).toBe(false);
  });

  it("is the way back for an admin who lost their authenticator: the factors go, password sign-in works", async () => {
    const account = await registeredAndSignedIn();
    await service().from("admin_users").insert({ user_id: account.userId });
    const owner = client(target);
    await owner.auth.setSession(account.session);
    const { data: enrolled } = await owner.auth.mfa.enroll({ factorType: "totp" });
    await confirmApp(target, enrolled!.id, account.userId);
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled!.totp.secret) });
    const verified = await owner.auth.mfa.challengeAndVerify({
      factorId: enrolled!.id,
      code: code.generate(),
    });
    expect(verified.error).toBeNull();
    // With the factor, the password alone is no admin.
    const passwordOnly = await signIn(account.email, account.password);
    expect(await isAdmin(passwordOnly.access_token)).toBe(false);

    const result = await grantAdmin(service(), {
      email: account.email,
      password: "after-lost-phone-1",
      existingAccount: true,
    });
    expect(result).toMatchObject({ kind: "secured", wasAdmin: true, factorsRemoved: 1 });
    const factors = await service().auth.admin.mfa.listFactors({ userId: account.userId });
    expect(factors.data?.factors).toEqual([]);
    const session = await signIn(account.email, "after-lost-phone-1");
    expect(await isAdmin(session.access_token)).toBe(true);
  });

  it("refuses, even with the consent, an account that can also sign in another way", async () => {
    const account = await registeredAndSignedIn();
    await local.db.transaction((tx) =>
      tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider)
         values ('gh-4242', $1, jsonb_build_object('sub', 'gh-4242', 'email', 'someone-else@example.com'), 'github')`,
        [account.userId],
      ),
    );
    const error = await grantAdmin(service(), {
      email: account.email,
      password: "x-password-123",
      existingAccount: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrantRefusedError);
    expect(error).toMatchObject({ reason: "other-sign-in-methods", providers: ["github"] });
    expect(await listed(account.userId)).toBe(false);
    await expect(signIn(account.email, account.password)).resolves.toBeTruthy();
  });
});

describe("grantAdmin on a database without the migration (a hosted project not yet pushed)", () => {
  it("replaces the password but promotes nobody, and says why", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const file of readdirSync(local.config.migrationsDir)) {
      if (!file.includes("admin_grant_safety"))
        copyFileSync(path.join(local.config.migrationsDir, file), path.join(dir, file));
    }
    const old = await startLocalSupabase({
      port: 0,
      dataDir: null,
      log: false,
      admin: null,
      migrationsDir: dir,
    });
    try {
      const oldTarget = { ...target, url: old.url };
      const created = await client(oldTarget, "service").auth.admin.createUser({
        email: "early@example.com",
        password: "their-own-password-1",
        email_confirm: true,
      });
      if (created.error) throw created.error;
      const error = await grantAdmin(client(oldTarget, "service"), {
        email: "early@example.com",
        password: "replacement-pw-123",
        existingAccount: true,
      }).catch((e: unknown) => e);
      expect(String(error)).toMatch(
        /it was NOT made an admin \(is migration 20261125091000_admin_grant_safety applied\?\)/,
      );
      const { data } = await client(oldTarget, "service").from("admin_users").select("user_id");
      expect(data).toEqual([]);
      const signIn = await client(oldTarget).auth.signInWithPassword({
        email: "early@example.com",
        password: "their-own-password-1",
      });
      expect(signIn.error).not.toBeNull();
    } finally {
      await old.close();
    }
  }, 60_000);
});

describe("revoke_user_sessions()", () => {
  it("is refused to anon and to signed-in users, even for their own sessions", async () => {
    const account = await registeredAndSignedIn();
    const callers = {
      anon: client(target),
      authenticated: withToken(account.session.access_token),
    };
    for (const caller of Object.values(callers)) {
      const { data, error } = await caller.rpc("revoke_user_sessions", { target: account.userId });
      expect(data).toBeNull();
      expect(error?.code).toBe("42501");
    }
    expect(await sessionCount(account.userId)).toBe(1);
  });

  it("ends every session of the user for the service role, and only theirs", async () => {
    const account = await registeredAndSignedIn();
    await signIn(account.email, account.password);
    const bystander = await registeredAndSignedIn();
    const { data, error } = await service().rpc("revoke_user_sessions", { target: account.userId });
    expect(error).toBeNull();
    expect(data).toBe(2);
    expect(await sessionCount(account.userId)).toBe(0);
    expect(await sessionCount(bystander.userId)).toBe(1);
    const { rows } = await local.db.transaction((tx) =>
      tx.query("select 1 from auth.refresh_tokens where user_id = $1", [account.userId]),
    );
    expect(rows).toHaveLength(0);
  });
});

describe("is_admin()", () => {
  const adminId = () => local.admin!.id;
  /** A correctly signed token for the admin (as anyone holding the JWT secret could mint). */
  const forged = (claims: Record<string, unknown>) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const payload = {
      sub: adminId(),
      role: "authenticated",
      aud: "authenticated",
      exp: Math.floor(Date.now() / 1000) + 600,
      ...claims,
    };
    const input = `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}`;
    return `${input}.${createHmac("sha256", local.config.jwtSecret).update(input).digest("base64url")}`;
  };

  it("is true for an admin's live session and false once that session is signed out", async () => {
    const supabase = client(target);
    const { data } = await supabase.auth.signInWithPassword(TEST_ADMIN);
    const token = data.session!.access_token;
    expect(await isAdmin(token)).toBe(true);
    await supabase.auth.signOut({ scope: "local" });
    expect(await isAdmin(token)).toBe(false);
  });

  it.each([
    ["no session_id", {}],
    ["a session_id that names no session", { session_id: crypto.randomUUID() }],
    ["a malformed session_id", { session_id: "not-a-uuid' or true --" }],
  ])("is false for an admin's token with %s", async (_label, claims) => {
    expect(await isAdmin(forged(claims))).toBe(false);
  });

  it("is false for a token that borrows another user's live session id", async () => {
    const other = await registeredAndSignedIn();
    const sessionId = JSON.parse(
      Buffer.from(other.session.access_token.split(".")[1]!, "base64url").toString(),
    ).session_id;
    expect(await isAdmin(forged({ session_id: sessionId }))).toBe(false);
  });

  it("is false once the session's not_after has passed", async () => {
    const { data } = await client(target).auth.signInWithPassword(TEST_ADMIN);
    const token = data.session!.access_token;
    const sessionId = JSON.parse(
      Buffer.from(token.split(".")[1]!, "base64url").toString(),
    ).session_id;
    await local.db.transaction((tx) =>
      tx.query("update auth.sessions set not_after = now() - interval '1 second' where id = $1", [
        sessionId,
      ]),
    );
    expect(await isAdmin(token)).toBe(false);
  });
});
