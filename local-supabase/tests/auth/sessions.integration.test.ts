import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../src/config.ts";
import { signJwt } from "../../src/jwt.ts";
import { confirmedUser, decodeJwt, startAuthHarness, type AuthHarness } from "./harness";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h?.close();
});

async function signedIn(email: string) {
  const user = await confirmedUser(h, email);
  const supabase = h.client();
  const { data, error } = await supabase.auth.signInWithPassword({
    email,
    password: user.password,
  });
  if (error) throw error;
  return { user, supabase, session: data.session! };
}

const refresh = (refreshToken: string) =>
  h.fetchAuth("/token?grant_type=refresh_token", {
    method: "POST",
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe("local auth: refresh-token rotation", () => {
  it("rotates, hands the active child to a presented parent, and revokes the family on late reuse", async () => {
    const { supabase, session } = await signedIn("rotate@example.com");
    const first = session.refresh_token;

    const rotated = await supabase.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const second = rotated.data.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(decodeJwt(rotated.data.session!.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );

    // Parallel SSR requests presenting the just-rotated parent get the active child back.
    const parent = await refresh(first);
    expect(parent.status).toBe(200);
    const parentBody = await parent.json();
    expect(parentBody.refresh_token).toBe(second);
    expect(parentBody.user.email).toBe("rotate@example.com");

    const third = (await (await refresh(second)).json()).refresh_token as string;
    expect(third).not.toBe(second);

    // `first` is no longer the active token's parent but still inside the 10 s reuse window.
    expect((await refresh(first)).status).toBe(200);

    // Outside the window a revoked token is an abuse signal: 400 and the whole family is revoked.
    await h.db.pg.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [second],
    );
    const reused = await refresh(second);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });
    const afterFamily = await refresh(third);
    expect(afterFamily.status).toBe(400);
    expect((await afterFamily.json()).code).toBe("refresh_token_not_found");
    const user = await supabase.auth.getUser(session.access_token);
    expect(user.error?.name).toBe("AuthSessionMissingError");
  });

  it("tolerates parallel refreshes of one token (SSR requests racing)", async () => {
    const { session } = await signedIn("parallel@example.com");
    const results = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(results.map((r) => r.json()));
    expect(a.refresh_token).toBe(b.refresh_token);
  });

  it("answers unknown refresh tokens with refresh_token_not_found", async () => {
    const { error } = await h.client().auth.refreshSession({ refresh_token: "does-not-exist" });
    expect(error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });
});

describe("local auth: sign-out scopes", () => {
  it("global sign-out ends every session of the user", async () => {
    const a = await signedIn("global@example.com");
    const other = h.client();
    await other.auth.signInWithPassword({ email: a.user.email, password: a.user.password });
    const otherToken = (await other.auth.getSession()).data.session!.access_token;

    expect((await a.supabase.auth.signOut()).error).toBeNull();
    expect((await a.supabase.auth.getSession()).data.session).toBeNull();
    const stale = await h.client().auth.getUser(a.session.access_token);
    expect(stale.error?.name).toBe("AuthSessionMissingError");
    const raw = await h.fetchAuth("/user", { headers: { authorization: `Bearer ${otherToken}` } });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
    // The refresh token died with its session.
    expect((await refresh(a.session.refresh_token)).status).toBe(400);
  });

  it("local sign-out ends only this session, others keeps only this one", async () => {
    const a = await signedIn("scopes@example.com");
    const b = h.client();
    await b.auth.signInWithPassword({ email: a.user.email, password: a.user.password });
    const c = h.client();
    await c.auth.signInWithPassword({ email: a.user.email, password: a.user.password });

    expect((await a.supabase.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await h.client().auth.getUser(a.session.access_token)).error?.name).toBe(
      "AuthSessionMissingError",
    );
    expect((await b.auth.getUser()).error).toBeNull();

    expect((await b.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await b.auth.getUser()).error).toBeNull();
    const cToken = (await c.auth.getSession()).data.session!.access_token;
    expect((await h.client().auth.getUser(cToken)).error?.name).toBe("AuthSessionMissingError");
  });

  it("rejects an unknown scope with 400 and keeps the session", async () => {
    const a = await signedIn("badscope@example.com");
    const response = await h.fetchAuth("/logout?scope=x", {
      method: "POST",
      headers: { authorization: `Bearer ${a.session.access_token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "validation_failed",
      message: 'Unsupported logout scope "x"',
    });
    expect((await a.supabase.auth.getUser()).error).toBeNull();
  });
});

describe("local auth: access-token checks", () => {
  it("answers missing, forged, expired and key JWTs like GoTrue", async () => {
    const a = await signedIn("jwt@example.com");
    const claims = decodeJwt(a.session.access_token);

    const none = await h.fetchAuth("/user", { headers: { authorization: "" } });
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe("no_authorization");

    const forged = await signJwt(claims, "not-the-secret-not-the-secret-not-the-secret");
    const forgedResult = await h.client().auth.getUser(forged);
    expect(forgedResult.error).toMatchObject({ status: 403, code: "bad_jwt" });
    expect(forgedResult.error?.message).toMatch(
      /^invalid JWT: unable to parse or verify signature/,
    );

    const expired = await signJwt(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 3600 },
      h.ctx.config.jwtSecret,
    );
    const expiredResult = await h.client().auth.getUser(expired);
    expect(expiredResult.error).toMatchObject({ status: 403, code: "bad_jwt" });
    expect(expiredResult.error?.message).toContain("token is expired");

    const anon = await h.client().auth.getUser(LOCAL_ANON_KEY);
    expect(anon.error).toMatchObject({
      status: 403,
      code: "bad_jwt",
      message: "invalid claim: missing sub claim",
    });

    const ghost = await signJwt(
      { ...claims, sub: "00000000-0000-4000-8000-000000000001" },
      h.ctx.config.jwtSecret,
    );
    const ghostResult = await h.client().auth.getUser(ghost);
    expect(ghostResult.error).toMatchObject({
      status: 403,
      code: "user_not_found",
      message: "User from sub claim in JWT does not exist",
    });
  });

  it("keeps the admin API for service-role tokens", async () => {
    const a = await signedIn("notadmin@example.com");
    const asUser = await h.fetchAuth("/admin/users", {
      headers: { authorization: `Bearer ${a.session.access_token}` },
    });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ code: "not_admin", message: "User not allowed" });
    const asService = await h.fetchAuth("/admin/users", {
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    expect(asService.status).toBe(200);
  });
});
