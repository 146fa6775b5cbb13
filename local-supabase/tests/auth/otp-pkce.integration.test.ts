import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { confirmedUser, startAuthHarness, type AuthHarness } from "./harness";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Opens an e-mail link like a browser would, without following the redirect. */
async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

describe("local auth: magic links and codes (implicit flow)", () => {
  it("signInWithOtp creates an unconfirmed user and the 6-digit code signs in", async () => {
    const supabase = h.client();
    const sent = await supabase.auth.signInWithOtp({
      email: "otp-new@example.com",
      options: { emailRedirectTo: "http://localhost:3000/auth/confirm", data: { name: "Otto" } },
    });
    expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    const mail = h.lastMail("otp-new@example.com");
    expect(mail.kind).toBe("signup");

    const wrongCode = mail.otp === "000000" ? "111111" : "000000";
    const wrong = await supabase.auth.verifyOtp({
      email: "otp-new@example.com",
      token: wrongCode,
      type: "email",
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });

    const { data, error } = await supabase.auth.verifyOtp({
      email: "otp-new@example.com",
      token: mail.otp!,
      type: "email",
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ name: "Otto" });
    expect((await supabase.auth.getUser()).data.user?.email).toBe("otp-new@example.com");
  });

  it("sends a magic link to a confirmed user and refuses unknown e-mails with create_user false", async () => {
    await confirmedUser(h, "otp-known@example.com");
    await h.client().auth.signInWithOtp({ email: "otp-known@example.com" });
    const mail = h.lastMail("otp-known@example.com");
    expect(mail.kind).toBe("magiclink");
    const { data, error } = await h
      .client()
      .auth.verifyOtp({ token_hash: mail.tokenHash!, type: "magiclink" });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();

    const refused = await h
      .client()
      .auth.signInWithOtp({ email: "otp-ghost@example.com", options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({
      status: 422,
      code: "otp_disabled",
      message: "Signups not allowed for otp",
    });
  });

  it("GET /verify redirects with the session in the fragment, and errors likewise", async () => {
    await confirmedUser(h, "link@example.com");
    await h.client().auth.signInWithOtp({
      email: "link@example.com",
      options: { emailRedirectTo: "http://localhost:3000/auth/confirm?next=/admin" },
    });
    const mail = h.lastMail("link@example.com");
    const location = await openLink(mail.link!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      "http://localhost:3000/auth/confirm?next=/admin",
    );
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual([
      "access_token",
      "expires_at",
      "expires_in",
      "refresh_token",
      "token_type",
      "type",
    ]);
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("type")).toBe("magiclink");
    const user = await h.client().auth.getUser(fragment.get("access_token")!);
    expect(user.data.user?.email).toBe("link@example.com");

    const reused = await openLink(mail.link!);
    const error = new URLSearchParams(reused.hash.slice(1));
    expect(Object.fromEntries(error)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  });

  it("falls back to the site URL for redirect targets that are not local", async () => {
    await confirmedUser(h, "evil@example.com");
    await h.client().auth.signInWithOtp({
      email: "evil@example.com",
      options: { emailRedirectTo: "https://evil.example/steal" },
    });
    const link = new URL(h.lastMail("evil@example.com").link!);
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:3000");
    const crafted = new URL(link);
    crafted.searchParams.set("redirect_to", "https://evil.example/steal");
    const location = await openLink(crafted.toString());
    expect(location.origin).toBe("http://localhost:3000");
  });

  it("rejects a token_hash combined with an e-mail", async () => {
    const response = await h.fetchAuth("/verify", {
      method: "POST",
      body: JSON.stringify({ token_hash: "abc", type: "email", email: "x@example.com" }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("validation_failed");
  });

  it("expires codes after an hour", async () => {
    await confirmedUser(h, "late@example.com");
    await h.client().auth.signInWithOtp({ email: "late@example.com" });
    const mail = h.lastMail("late@example.com");
    await h.db.pg.query(
      `update auth.users set recovery_sent_at = now() - interval '2 hours' where email = 'late@example.com'`,
    );
    const { error } = await h
      .client()
      .auth.verifyOtp({ email: "late@example.com", token: mail.otp!, type: "email" });
    expect(error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("resetPasswordForEmail: {} for everyone, a recovery e-mail for known users", async () => {
    const user = await confirmedUser(h, "forgot@example.com");
    const unknown = await h.client().auth.resetPasswordForEmail("nobody-here@example.com");
    expect(unknown).toEqual({ data: {}, error: null });
    expect(h.inbox.list("nobody-here@example.com")).toEqual([]);

    const supabase = h.client();
    const known = await supabase.auth.resetPasswordForEmail(user.email, {
      redirectTo: "http://localhost:3000/auth/reset",
    });
    expect(known).toEqual({ data: {}, error: null });
    const mail = h.lastMail(user.email);
    expect(mail.kind).toBe("recovery");
    const { data, error } = await supabase.auth.verifyOtp({
      token_hash: mail.tokenHash!,
      type: "recovery",
    });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
    expect((await supabase.auth.updateUser({ password: "recovered-pw" })).error).toBeNull();
    expect(
      (await h.client().auth.signInWithPassword({ email: user.email, password: "recovered-pw" }))
        .error,
    ).toBeNull();
  });
});

describe("local auth: PKCE", () => {
  it("magic link → GET /verify → ?code= → exchangeCodeForSession", async () => {
    await confirmedUser(h, "pkce@example.com");
    const { client, storage } = h.pkceClient();
    const sent = await client.auth.signInWithOtp({
      email: "pkce@example.com",
      options: { emailRedirectTo: "http://localhost:3000/auth/callback?next=/admin" },
    });
    expect(sent.error).toBeNull();
    expect([...storage.keys()].some((key) => key.endsWith("-code-verifier"))).toBe(true);
    const mail = h.lastMail("pkce@example.com");
    expect(mail.tokenHash).toMatch(/^pkce_/);

    const location = await openLink(mail.link!);
    expect(location.origin + location.pathname).toBe("http://localhost:3000/auth/callback");
    expect(location.searchParams.get("next")).toBe("/admin");
    const code = location.searchParams.get("code")!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.hash).toBe("");

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe("pkce@example.com");
    expect((data as { redirectType?: string | null }).redirectType).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe("pkce@example.com");

    // A code works once.
    const again = await h.fetchAuth("/token?grant_type=pkce", {
      method: "POST",
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(56) }),
    });
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe("flow_state_not_found");
  });

  it("recovery through PKCE reports redirectType recovery", async () => {
    await confirmedUser(h, "pkce-reset@example.com");
    const { client } = h.pkceClient();
    await client.auth.resetPasswordForEmail("pkce-reset@example.com", {
      redirectTo: "http://localhost:3000/auth/callback",
    });
    const location = await openLink(h.lastMail("pkce-reset@example.com").link!);
    const { data, error } = await client.auth.exchangeCodeForSession(
      location.searchParams.get("code")!,
    );
    expect(error).toBeNull();
    expect((data as { redirectType?: string | null }).redirectType).toBe("recovery");
  });

  it("checks the verifier and the flow state's age", async () => {
    await confirmedUser(h, "pkce-bad@example.com");
    const { client } = h.pkceClient();
    await client.auth.signInWithOtp({ email: "pkce-bad@example.com" });
    const code = (await openLink(h.lastMail("pkce-bad@example.com").link!)).searchParams.get(
      "code",
    )!;

    const exchange = (verifier: string) =>
      h.fetchAuth("/token?grant_type=pkce", {
        method: "POST",
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
    const bad = await exchange("a".repeat(64));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: "bad_code_verifier",
      message: "code challenge does not match previously saved code verifier",
    });
    const empty = await exchange("");
    expect((await empty.json()).message).toBe(
      "invalid request: both auth code and code verifier should be non-empty",
    );

    await h.db.pg.query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '10 minutes' where auth_code = $1`,
      [code],
    );
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toMatchObject({ status: 422, code: "flow_state_expired" });
  });

  it("PKCE link errors are in the query too", async () => {
    const location = await openLink(
      `${h.base}/auth/v1/verify?token=pkce_nope&type=magiclink&redirect_to=http://localhost:3000/cb`,
    );
    expect(location.searchParams.get("error_code")).toBe("otp_expired");
    expect(new URLSearchParams(location.hash.slice(1)).get("error")).toBe("access_denied");
  });
});

describe("local auth: OAuth is not available offline", () => {
  it("signInWithOAuth builds the URL and /authorize answers 400 validation_failed", async () => {
    const { client } = h.pkceClient();
    const { data, error } = await client.auth.signInWithOAuth({
      provider: "github",
      options: { redirectTo: "http://localhost:3000/auth/callback", skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    expect(data.url).toContain(`${h.base}/auth/v1/authorize?provider=github`);
    const response = await fetch(data.url!, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await response.json()).toMatchObject({
      code: "validation_failed",
      message: "Unsupported provider: provider is not enabled",
    });
    expect((await h.fetchAuth("/user/identities/authorize?provider=github")).status).toBe(400);
  });
});
