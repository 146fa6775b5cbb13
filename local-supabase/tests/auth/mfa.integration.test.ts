/**
 * The second factor through supabase-js itself, against the embedded Auth server: what the app's
 * security page and code view rely on (enrol, challenge, verify, assurance levels, unenrol).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { confirmedUser, decodeJwt, startAuthHarness, type AuthHarness } from "./harness";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 90_000);
afterAll(async () => {
  await h?.close();
});

/** What an authenticator app shows for this secret, `offsetSteps` periods from now. */
function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const supabase = h.client();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return supabase;
}

/** An account with a verified TOTP factor: its secret and factor id, and the aal2 client. */
async function enrolled(email: string) {
  const user = await confirmedUser(h, email);
  const supabase = await signIn(email, user.password);
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: "Phone",
  });
  if (error) throw error;
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeFor(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { user, supabase, secret: data.totp.secret, factorId: data.id };
}

async function verifyWith(supabase: SupabaseClient, factorId: string, code: string) {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  return supabase.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

describe("local auth: TOTP enrolment", () => {
  it("gives a QR code, a secret and an otpauth URI; the factor counts only once a code is verified", async () => {
    const user = await confirmedUser(h, "enrol@example.com");
    const supabase = await signIn(user.email, user.password);
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp" });
    expect(error).toBeNull();
    expect(data!.type).toBe("totp");
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/localhost%3A3000:enrol%40example.com?issuer=localhost%3A3000&secret=${data!.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );

    const before = await supabase.auth.mfa.listFactors();
    expect(before.data!.all.map((f) => f.status)).toEqual(["unverified"]);
    expect(before.data!.totp).toEqual([]);
    const aal1 = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal1.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const verified = await verifyWith(supabase, data!.id, codeFor(data!.totp.secret));
    expect(verified.error).toBeNull();
    expect(events).toContain("MFA_CHALLENGE_VERIFIED");

    const after = await supabase.auth.mfa.listFactors();
    expect(after.data!.totp.map((f) => [f.id, f.status])).toEqual([[data!.id, "verified"]]);
    const claims = decodeJwt((await supabase.auth.getSession()).data.session!.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual([
      "totp",
      "password",
    ]);
  });

  it("keeps aal2 across a refresh", async () => {
    const { supabase } = await enrolled("refresh-aal2@example.com");
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal2");
  });

  it("refuses a second factor added from an aal1 session of an enrolled account", async () => {
    const { user } = await enrolled("steal-enrol@example.com");
    const thief = await signIn(user.email, user.password);
    const { error } = await thief.auth.mfa.enroll({ factorType: "totp", friendlyName: "Thief" });
    expect(error).toMatchObject({ status: 403, code: "insufficient_aal" });
  });

  it("lets another session of the account finish an enrolment with a right code, as GoTrue does", async () => {
    // GoTrue's verify checks the factor's owner and the challenge's address, never its session:
    // the code proves the app, whose secret only the enrolling session was given.
    const user = await confirmedUser(h, "other-session-enrol@example.com");
    const enrolling = await signIn(user.email, user.password);
    const { data } = await enrolling.auth.mfa.enroll({ factorType: "totp" });
    const other = await signIn(user.email, user.password);
    const { error } = await verifyWith(other, data!.id, codeFor(data!.totp.secret));
    expect(error).toBeNull();
    const claims = decodeJwt((await other.auth.getSession()).data.session!.access_token);
    expect(claims.aal).toBe("aal2");
    const wrong = await signIn(user.email, user.password);
    const guessed = await verifyWith(wrong, data!.id, codeFor(data!.totp.secret, 5));
    expect(guessed.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
  });

  it("ends the account's other aal1 sessions when a factor is verified", async () => {
    const user = await confirmedUser(h, "other-sessions@example.com");
    const other = await h.client().auth.signInWithPassword(user);
    const supabase = await signIn(user.email, user.password);
    const { data } = await supabase.auth.mfa.enroll({ factorType: "totp" });
    await verifyWith(supabase, data!.id, codeFor(data!.totp.secret));
    const answer = await h.fetchAuth("/user", {
      headers: { authorization: `Bearer ${other.data.session!.access_token}` },
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: "session_not_found" });
  });
});

describe("local auth: signing in with a second factor", () => {
  it("says the next level is aal2 after the password, and upgrades with a code", async () => {
    const { user, secret, factorId } = await enrolled("signin-mfa@example.com");
    const supabase = await signIn(user.email, user.password);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });

    const { error } = await verifyWith(supabase, factorId, codeFor(secret, 1));
    expect(error).toBeNull();
    const upgraded = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(upgraded.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
  });

  it("refuses a wrong code and a code that was already accepted once", async () => {
    const { user, secret, factorId } = await enrolled("reuse@example.com");
    const first = await signIn(user.email, user.password);
    const wrong = await verifyWith(
      first,
      factorId,
      codeFor(secret, 1) === "000000" ? "111111" : "000000",
    );
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    const code = codeFor(secret, 1);
    expect((await verifyWith(first, factorId, code)).error).toBeNull();

    const second = await signIn(user.email, user.password);
    const reused = await verifyWith(second, factorId, code);
    expect(reused.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
  });

  it("refuses a challenge that has expired, and a challenge used twice", async () => {
    const { user, secret, factorId } = await enrolled("expired-challenge@example.com");
    const supabase = await signIn(user.email, user.password);
    const challenge = await supabase.auth.mfa.challenge({ factorId });
    await h.db.transaction((tx) =>
      tx.query(
        `update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`,
        [challenge.data!.id],
      ),
    );
    const late = await supabase.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret, 1),
    });
    expect(late.error).toMatchObject({ status: 422, code: "mfa_challenge_expired" });

    const fresh = await supabase.auth.mfa.challenge({ factorId });
    const ok = await supabase.auth.mfa.verify({
      factorId,
      challengeId: fresh.data!.id,
      code: codeFor(secret, 1),
    });
    expect(ok.error).toBeNull();
    const again = await supabase.auth.mfa.verify({
      factorId,
      challengeId: fresh.data!.id,
      code: codeFor(secret, 0),
    });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });
  });

  it("does not let one account challenge or remove another's factor", async () => {
    const { factorId } = await enrolled("victim@example.com");
    const other = await confirmedUser(h, "intruder@example.com");
    const intruder = await signIn(other.email, other.password);
    const challenge = await intruder.auth.mfa.challenge({ factorId });
    expect(challenge.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
    const removed = await intruder.auth.mfa.unenroll({ factorId });
    expect(removed.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });
});

const refresh = (refreshToken: string) =>
  h.fetchAuth("/token?grant_type=refresh_token", {
    method: "POST",
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe("local auth: a refresh token from before the code", () => {
  it("never opens the stepped-up session: refused in the reuse interval, the session ended after it", async () => {
    const { user, secret, factorId } = await enrolled("pre-step-up@example.com");
    const supabase = await signIn(user.email, user.password);
    const before = (await supabase.auth.getSession()).data.session!;
    expect((await verifyWith(supabase, factorId, codeFor(secret, 1))).error).toBeNull();
    const after = (await supabase.auth.getSession()).data.session!;
    expect(decodeJwt(after.access_token).aal).toBe("aal2");

    const early = await refresh(before.refresh_token);
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ code: "refresh_token_already_used" });
    const owner = await refresh(after.refresh_token);
    expect(owner.status).toBe(200);
    const ownerTokens = await owner.json();
    expect(decodeJwt(ownerTokens.access_token).aal).toBe("aal2");

    // 12 s after the step-up, as the review saw it: a reuse outside the interval ends the session.
    await h.db.transaction((tx) =>
      tx.query(
        `update auth.refresh_tokens set updated_at = now() - interval '12 seconds' where token = $1`,
        [before.refresh_token],
      ),
    );
    const late = await refresh(before.refresh_token);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: "refresh_token_already_used" });
    const ended = await refresh(ownerTokens.refresh_token);
    expect(await ended.json()).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("still hands a token from after the code its active child (a client that missed the answer)", async () => {
    const { supabase } = await enrolled("post-step-up@example.com");
    const stepped = (await supabase.auth.getSession()).data.session!;
    const rotated = await supabase.auth.refreshSession();
    const again = await refresh(stepped.refresh_token);
    expect(again.status).toBe(200);
    const body = await again.json();
    expect(body.refresh_token).toBe(rotated.data.session!.refresh_token);
    expect(decodeJwt(body.access_token).aal).toBe("aal2");
  });
});

describe("local auth: removing a factor", () => {
  it("needs aal2 for a verified factor, then returns the account to password sign-in", async () => {
    const { user, supabase, factorId } = await enrolled("unenrol@example.com");
    const aal1 = await signIn(user.email, user.password);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: "insufficient_aal" });

    const removed = await supabase.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const refreshed = await supabase.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session!.access_token);
    expect(claims.aal).toBe("aal1");
    // GoTrue's DowngradeSessionsToAAL1 drops the factor's amr claim too.
    expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual([
      "password",
    ]);

    const next = await signIn(user.email, user.password);
    const level = await next.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("lets the service key list and delete a user's factors (the recovery path)", async () => {
    const { user, factorId } = await enrolled("recover@example.com");
    const admin = h.serviceClient();
    const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors.map((f) => f.id)).toEqual([factorId]);
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId: user.id })).data!.factors).toEqual([]);
  });
});
