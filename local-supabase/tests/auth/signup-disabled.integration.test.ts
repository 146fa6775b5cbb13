/**
 * Public sign-up is off in supabase/config.toml. The embedded backend reads that file and answers
 * like GoTrue with DISABLE_SIGNUP: /signup and sign-up-by-magic-link are 422 signup_disabled,
 * while the admin API (service role) still creates accounts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { localConfig, PROJECT_CONFIG_FILE } from "../../src/config.ts";
import { readProjectAuthConfig } from "../../src/project-config.ts";
import type { LocalSupabase } from "../../src/server.ts";
import { startTestSupabase, TEST_ADMIN } from "../../src/testing.ts";
import { startAuthHarness, type AuthHarness } from "./harness";

const DISABLED = { code: "signup_disabled", message: "Signups not allowed for this instance" };

describe("supabase/config.toml is the source of the sign-up setting", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kalpix-config-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it("the project's file turns public sign-up off and keeps the e-mail provider on", () => {
    expect(readProjectAuthConfig(PROJECT_CONFIG_FILE)).toMatchObject({
      enableSignup: false,
      emailProviderEnabled: true,
    });
    expect(localConfig().enableSignup).toBe(false);
  });

  it("reads [auth] enable_signup and [auth.email] enable_signup, with the CLI's defaults", () => {
    expect(
      readProjectAuthConfig(
        write("on.toml", "[auth]\nenable_signup = true\n[auth.email]\nenable_signup = false\n"),
      ),
    ).toMatchObject({ enableSignup: true, emailProviderEnabled: false });
    expect(readProjectAuthConfig(write("empty.toml", 'project_id = "x"\n'))).toMatchObject({
      enableSignup: true,
      emailProviderEnabled: true,
    });
    expect(readProjectAuthConfig(path.join(dir, "missing.toml")).enableSignup).toBe(true);
    expect(() =>
      readProjectAuthConfig(write("bad.toml", '[auth]\nenable_signup = "no"\n')),
    ).toThrow(/enable_signup must be true or false/);
  });

  it("LOCAL_SUPABASE_ENABLE_SIGNUP overrides the file for development and tests", () => {
    const saved = process.env.LOCAL_SUPABASE_ENABLE_SIGNUP;
    try {
      process.env.LOCAL_SUPABASE_ENABLE_SIGNUP = "true";
      expect(localConfig().enableSignup).toBe(true);
      process.env.LOCAL_SUPABASE_ENABLE_SIGNUP = "0";
      expect(localConfig().enableSignup).toBe(false);
      process.env.LOCAL_SUPABASE_ENABLE_SIGNUP = "yes please";
      expect(() => localConfig()).toThrow(/LOCAL_SUPABASE_ENABLE_SIGNUP must be true or false/);
    } finally {
      if (saved === undefined) delete process.env.LOCAL_SUPABASE_ENABLE_SIGNUP;
      else process.env.LOCAL_SUPABASE_ENABLE_SIGNUP = saved;
    }
  });
});

describe("the embedded backend with the project's settings", () => {
  let local: LocalSupabase;
  const headers = () => ({
    apikey: local.config.anonKey,
    authorization: `Bearer ${local.config.anonKey}`,
    "content-type": "application/json",
    "x-supabase-api-version": "2024-01-01",
  });
  const anon = () =>
    createClient(local.url, local.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  const service = () =>
    createClient(local.url, local.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  const userCount = async (email: string) =>
    (
      await local.db.transaction((tx) =>
        tx.query<{ n: number }>(
          "select count(*)::int as n from auth.users where lower(email) = $1",
          [email],
        ),
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    local = await startTestSupabase();
  }, 60_000);
  afterAll(async () => {
    await local?.close();
  });

  it("POST /signup is 422 signup_disabled, as GoTrue answers, and creates nothing", async () => {
    const response = await fetch(`${local.url}/auth/v1/signup`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email: "new@example.com", password: "a-long-password-1" }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("x-sb-error-code")).toBe("signup_disabled");
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await response.json()).toEqual({
      ...DISABLED,
      error_code: DISABLED.code,
      msg: DISABLED.message,
    });
    expect(await userCount("new@example.com")).toBe(0);
    expect(local.inbox.list("new@example.com")).toEqual([]);
  });

  it("supabase-js signUp gets the backend's message, which the sign-up view shows", async () => {
    const { data, error } = await anon().auth.signUp({
      email: "js@example.com",
      password: "a-long-password-1",
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, ...DISABLED });
    expect(await userCount("js@example.com")).toBe(0);
  });

  it("a magic link for an unknown e-mail would sign up: 422 signup_disabled; create_user false stays otp_disabled", async () => {
    const created = await anon().auth.signInWithOtp({ email: "stranger@example.com" });
    expect(created.error).toMatchObject({ status: 422, ...DISABLED });
    const notCreated = await anon().auth.signInWithOtp({
      email: "stranger@example.com",
      options: { shouldCreateUser: false },
    });
    expect(notCreated.error).toMatchObject({ status: 422, code: "otp_disabled" });
    expect(await userCount("stranger@example.com")).toBe(0);
    expect(local.inbox.list("stranger@example.com")).toEqual([]);
  });

  it("a confirmed account still gets its magic link", async () => {
    const { error } = await anon().auth.signInWithOtp({ email: TEST_ADMIN.email });
    expect(error).toBeNull();
    expect(local.inbox.list(TEST_ADMIN.email)[0]?.kind).toBe("magiclink");
  });

  it("the admin API still creates accounts, which can sign in", async () => {
    const created = await service().auth.admin.createUser({
      email: "made-by-admin@example.com",
      password: "a-long-password-1",
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const signIn = await anon().auth.signInWithPassword({
      email: "made-by-admin@example.com",
      password: "a-long-password-1",
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.email).toBe("made-by-admin@example.com");
  });

  it("an unconfirmed account cannot finish signing up by magic link either", async () => {
    const created = await service().auth.admin.createUser({
      email: "unconfirmed@example.com",
      password: "pw-123456",
    });
    expect(created.error).toBeNull();
    const { error } = await anon().auth.signInWithOtp({ email: "unconfirmed@example.com" });
    expect(error).toMatchObject({ status: 422, ...DISABLED });
  });

  it("GET /settings says so", async () => {
    const settings = await (
      await fetch(`${local.url}/auth/v1/settings`, { headers: headers() })
    ).json();
    expect(settings).toMatchObject({ disable_signup: true, external: { email: true } });
  });
});

describe("[auth.email] enable_signup = false turns the whole e-mail provider off, as in GoTrue", () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness({ emailProviderEnabled: false });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it("refuses e-mail sign-up and e-mail + password sign-in alike", async () => {
    await h.auth.ensureUser({ email: "someone@example.com", password: "pw-123456" });
    const signIn = await h
      .client()
      .auth.signInWithPassword({ email: "someone@example.com", password: "pw-123456" });
    expect(signIn.error).toMatchObject({
      status: 422,
      code: "email_provider_disabled",
      message: "Email logins are disabled",
    });
    const signUp = await h
      .client()
      .auth.signUp({ email: "other@example.com", password: "pw-123456" });
    expect(signUp.error).toMatchObject({
      status: 400,
      code: "email_provider_disabled",
      message: "Email signups are disabled",
    });
  });
});
