import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { confirmedUser, decodeJwt, startAuthHarness, type AuthHarness } from "./harness";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("local auth: sign-up and confirmation", () => {
  it("signs up unconfirmed, e-mails a link and code, and verifyOtp(token_hash) gives a session", async () => {
    const supabase = h.client();
    const { data, error } = await supabase.auth.signUp({
      email: "Dee@Example.com",
      password: "pw-123456",
      options: {
        data: { name: "Dee" },
        emailRedirectTo: "http://localhost:3000/auth/callback?next=/admin",
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe("dee@example.com");
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.user_metadata).toEqual({ name: "Dee" });
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: "email", user_id: user.id, id: user.id });

    const mail = h.lastMail("dee@example.com");
    expect(mail.kind).toBe("signup");
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.otp!);
    const link = new URL(mail.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${h.base}/auth/v1/verify`);
    expect(link.searchParams.get("token")).toBe(mail.tokenHash);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe(
      "http://localhost:3000/auth/callback?next=/admin",
    );

    const verified = await supabase.auth.verifyOtp({ token_hash: mail.tokenHash!, type: "signup" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.confirmed_at).toBeTruthy();
    expect(verified.data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);

    // A link works once.
    const again = await h.client().auth.verifyOtp({ token_hash: mail.tokenHash!, type: "signup" });
    expect(again.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });
  });

  it("answers a registered e-mail with a fake user without identities", async () => {
    const { id } = await confirmedUser(h, "taken@example.com");
    const before = h.inbox.list("taken@example.com").length;
    const { data, error } = await h
      .client()
      .auth.signUp({ email: "taken@example.com", password: "another-pw" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(id);
    expect(h.inbox.list("taken@example.com")).toHaveLength(before);
  });

  it("resends the confirmation to an unconfirmed e-mail that signs up again", async () => {
    await h.client().auth.signUp({ email: "twice@example.com", password: "pw-123456" });
    const first = h.lastMail("twice@example.com");
    const { data } = await h
      .client()
      .auth.signUp({ email: "twice@example.com", password: "pw-123456" });
    expect(data.user?.identities).toHaveLength(1);
    const second = h.lastMail("twice@example.com");
    expect(second.id).not.toBe(first.id);
    const stale = await h.client().auth.verifyOtp({ token_hash: first.tokenHash!, type: "signup" });
    expect(stale.error?.code).toBe("otp_expired");
  });

  it("rejects weak passwords and malformed e-mails with GoTrue's codes", async () => {
    const weak = await h.client().auth.signUp({ email: "eve@example.com", password: "123" });
    expect(weak.error).toMatchObject({
      name: "AuthWeakPasswordError",
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      reasons: ["length"],
    });
    const invalid = await h.client().auth.signUp({ email: "not-an-email", password: "pw-123456" });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });
  });

  it("refuses anonymous sign-ins, which are off", async () => {
    const { error } = await h.client().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: "anonymous_provider_disabled" });
  });

  it("creates a flow state for a PKCE sign-up", async () => {
    const { client } = h.pkceClient();
    const { error } = await client.auth.signUp({
      email: "pkce-signup@example.com",
      password: "pw-123456",
    });
    expect(error).toBeNull();
    const mail = h.lastMail("pkce-signup@example.com");
    expect(mail.tokenHash).toMatch(/^pkce_/);
    const { rows } = await h.db.pg.query<{ authentication_method: string }>(
      `select f.authentication_method from auth.flow_state f join auth.users u on u.id = f.user_id where u.email = $1`,
      ["pkce-signup@example.com"],
    );
    expect(rows).toEqual([{ authentication_method: "email/signup" }]);
  });
});

describe("local auth: password sign-in and the user endpoint", () => {
  it("signs in, returns GoTrue's claims, and refuses wrong or unconfirmed credentials", async () => {
    const alice = await confirmedUser(h, "alice@example.com");
    const supabase = h.client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: "ALICE@example.com",
      password: alice.password,
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${h.base}/auth/v1`,
      sub: alice.id,
      aud: "authenticated",
      role: "authenticated",
      email: "alice@example.com",
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {},
      aal: "aal1",
      is_anonymous: false,
    });
    expect(claims.exp).toBe(session.expires_at);
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);

    const wrong = await h
      .client()
      .auth.signInWithPassword({ email: "alice@example.com", password: "wrong-password" });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
    const unknown = await h
      .client()
      .auth.signInWithPassword({ email: "nobody@example.com", password: "whatever" });
    expect(unknown.error?.code).toBe("invalid_credentials");

    await h.client().auth.signUp({ email: "pending@example.com", password: "pw-123456" });
    const pending = await h
      .client()
      .auth.signInWithPassword({ email: "pending@example.com", password: "pw-123456" });
    expect(pending.error).toMatchObject({
      status: 400,
      code: "email_not_confirmed",
      message: "Email not confirmed",
    });
  });

  it("getUser, getClaims and updateUser (metadata, weak, same and new password)", async () => {
    const bob = await confirmedUser(h, "bob@example.com");
    const supabase = h.client();
    await supabase.auth.signInWithPassword({ email: bob.email, password: bob.password });

    const got = await supabase.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({
      id: bob.id,
      email: bob.email,
      aud: "authenticated",
      role: "authenticated",
    });
    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(bob.id);

    const meta = await supabase.auth.updateUser({ data: { name: "Bob", theme: "dark" } });
    expect(meta.data.user?.user_metadata).toEqual({ name: "Bob", theme: "dark" });
    const merged = await supabase.auth.updateUser({ data: { theme: null } });
    expect(merged.data.user?.user_metadata).toEqual({ name: "Bob" });

    const weak = await supabase.auth.updateUser({ password: "12345" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });
    const same = await supabase.auth.updateUser({ password: bob.password });
    expect(same.error).toMatchObject({
      status: 422,
      code: "same_password",
      message: "New password should be different from the old password.",
    });
    const email = await supabase.auth.updateUser({ email: "bobby@example.com" });
    expect(email.error).toMatchObject({
      status: 422,
      message: "Email change is not supported locally",
    });
    const appMeta = await h.fetchAuth("/user", {
      method: "PUT",
      headers: {
        authorization: `Bearer ${(await supabase.auth.getSession()).data.session!.access_token}`,
      },
      body: JSON.stringify({ app_metadata: { role: "admin" } }),
    });
    expect(appMeta.status).toBe(403);
    expect((await appMeta.json()).code).toBe("not_admin");

    const changed = await supabase.auth.updateUser({ password: "brand-new-pw" });
    expect(changed.error).toBeNull();
    expect(
      (await h.client().auth.signInWithPassword({ email: bob.email, password: bob.password })).error
        ?.code,
    ).toBe("invalid_credentials");
    expect(
      (await h.client().auth.signInWithPassword({ email: bob.email, password: "brand-new-pw" }))
        .error,
    ).toBeNull();
  });

  it("stores passwords as salted scrypt hashes", async () => {
    await confirmedUser(h, "hash1@example.com", "same-password");
    await confirmedUser(h, "hash2@example.com", "same-password");
    const { rows } = await h.db.pg.query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where email in ('hash1@example.com', 'hash2@example.com')`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.encrypted_password).not.toContain("same-password");
      expect(row.encrypted_password).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    }
    expect(rows[0]!.encrypted_password).not.toBe(rows[1]!.encrypted_password);
  });

  it("ensureUser creates a confirmed user once and then finds it", async () => {
    const first = await h.auth.ensureUser({
      email: "Admin@Example.com",
      password: "admin-pw-1",
      userMetadata: { name: "Admin" },
    });
    expect(first.created).toBe(true);
    const second = await h.auth.ensureUser({ email: "admin@example.com", password: "other-pw-2" });
    expect(second).toEqual({ id: first.id, created: false });
    const { data, error } = await h
      .client()
      .auth.signInWithPassword({ email: "admin@example.com", password: "admin-pw-1" });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: "Admin" });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const { rows } = await h.db.pg.query(
      `select 1 from auth.users where lower(email) = 'admin@example.com'`,
    );
    expect(rows).toHaveLength(1);
    await expect(
      h.auth.ensureUser({ email: "short@example.com", password: "123" }),
    ).rejects.toThrow(/at least 6/);
  });
});

describe("local auth: wire details", () => {
  it("sends errors in the modern and legacy forms with the version header", async () => {
    const response = await h.fetchAuth("/token?grant_type=password", {
      method: "POST",
      body: JSON.stringify({ email: "nobody@example.com", password: "x" }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(response.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(await response.json()).toEqual({
      code: "invalid_credentials",
      message: "Invalid login credentials",
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });

  it("answers bad JSON, missing fields, unknown grants and unknown paths", async () => {
    const badJson = await h.fetchAuth("/signup", { method: "POST", body: "{not json" });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({
      code: "validation_failed",
      message: "Could not parse request body as JSON",
    });

    const missing = await h.fetchAuth("/token?grant_type=password", { method: "POST", body: "{}" });
    expect(await missing.json()).toMatchObject({
      code: "validation_failed",
      message: "missing email or phone",
    });

    const grant = await h.fetchAuth("/token?grant_type=magic", { method: "POST", body: "{}" });
    expect(grant.status).toBe(400);

    const unknown = await h.fetchAuth("/nope");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not_found" });
  });

  it("serves settings and an empty JWKS", async () => {
    const settings = await (await h.fetchAuth("/settings")).json();
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: false });
    expect(settings.external.email).toBe(true);
    expect(Object.entries(settings.external).filter(([, on]) => on)).toEqual([["email", true]]);

    const jwks = await h.fetchAuth("/.well-known/jwks.json");
    expect(jwks.headers.get("cache-control")).toBe("public, max-age=600");
    expect(await jwks.json()).toEqual({ keys: [] });
  });

  it("init is idempotent", async () => {
    await h.auth.init();
    await h.auth.init();
    const { rows } = await h.db.pg.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'auth' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "flow_state",
        "identities",
        "one_time_tokens",
        "refresh_tokens",
        "sessions",
        "users",
      ]),
    );
  });

  it("never throws out of handle", async () => {
    const response = await h.auth.handle({
      method: "POST",
      url: new URL("http://127.0.0.1/auth/v1/token?grant_type=password"),
      headers: {},
      body: Buffer.from(JSON.stringify({ email: ["array"], password: { no: 1 } })),
    });
    expect(response.status).toBeLessThan(500);
  });
});
