import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signJwt, verifyJwt } from "../src/jwt.ts";
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_KEY_CLAIMS,
  LOCAL_SERVICE_ROLE_KEY,
} from "../src/keys.ts";
import { startAuthHarness, type AuthHarness } from "./auth/harness";
import { forgeJwt } from "./forge-jwt";
import { createTestEnv, type TestEnv } from "./rest/helpers";

const SECRET = LOCAL_JWT_SECRET;
const now = () => Math.floor(Date.now() / 1000);
const inAnHour = () => now() + 3600;

describe("verifyJwt (jose)", () => {
  it("accepts a well-formed HS256 token and returns its claims", async () => {
    const token = forgeJwt({ role: "authenticated", sub: "u1", exp: inAnHour() }, SECRET);
    expect(await verifyJwt(token, SECRET)).toEqual({
      ok: true,
      claims: expect.objectContaining({ role: "authenticated", sub: "u1" }),
    });
  });

  it("refuses a token without exp: it would never run out", async () => {
    const token = forgeJwt({ role: "service_role" }, SECRET);
    expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: "invalid_claims" });
  });

  it.each([
    ["a string", "9999999999"],
    ["null", null],
    ["an object", { at: 9_999_999_999 }],
    ["a boolean", true],
  ])("refuses a token whose exp is %s", async (_label, exp) => {
    const token = forgeJwt({ role: "service_role", exp }, SECRET);
    expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: "invalid_claims" });
  });

  it("refuses an expired token, beyond PostgREST's 30 s skew only", async () => {
    const t = now();
    expect(await verifyJwt(forgeJwt({ exp: t - 31 }, SECRET), SECRET, t)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect((await verifyJwt(forgeJwt({ exp: t - 29 }, SECRET), SECRET, t)).ok).toBe(true);
  });

  it("refuses a token that is not valid yet", async () => {
    const token = forgeJwt({ exp: inAnHour(), nbf: now() + 600 }, SECRET);
    expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: "not_yet_valid" });
  });

  it("refuses alg none and algorithms other than HS256", async () => {
    const claims = { role: "service_role", exp: inAnHour() };
    expect(await verifyJwt(forgeJwt(claims, SECRET, { alg: "none", typ: "JWT" }), SECRET)).toEqual({
      ok: false,
      reason: "unsupported_alg",
    });
    expect(await verifyJwt(forgeJwt(claims, SECRET, { alg: "HS512", typ: "JWT" }), SECRET)).toEqual(
      {
        ok: false,
        reason: "unsupported_alg",
      },
    );
  });

  it("refuses a wrong signature and a token signed with another secret", async () => {
    const claims = { role: "service_role", exp: inAnHour() };
    const other = forgeJwt(claims, "another-secret-another-secret-another-secret");
    expect(await verifyJwt(other, SECRET)).toEqual({ ok: false, reason: "bad_signature" });
    const [header, payload] = forgeJwt(claims, SECRET).split(".");
    expect(await verifyJwt(`${header}.${payload}.`, SECRET)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses malformed tokens", async () => {
    for (const token of [
      "",
      "not-a-jwt",
      "a.b.c",
      "a.b",
      `${forgeJwt({ exp: inAnHour() }, SECRET)}.extra`,
    ]) {
      expect((await verifyJwt(token, SECRET)).ok, token).toBe(false);
    }
  });
});

describe("the well-known local keys", () => {
  it("still verify, and are exactly what jose signs for their claims", async () => {
    for (const [key, claims] of [
      [LOCAL_ANON_KEY, LOCAL_KEY_CLAIMS.anon],
      [LOCAL_SERVICE_ROLE_KEY, LOCAL_KEY_CLAIMS.service_role],
    ] as const) {
      expect(await verifyJwt(key, SECRET)).toEqual({ ok: true, claims });
      expect(await signJwt({ ...claims }, SECRET)).toBe(key);
    }
  });
});

describe("tokens the backend issues", () => {
  it("round-trip through verifyJwt", async () => {
    const token = await signJwt({ role: "authenticated", sub: "u2", exp: inAnHour() }, SECRET);
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true, claims: { sub: "u2" } });
  });
});

describe("REST and auth refuse tokens without a numeric exp", () => {
  let env: TestEnv;
  let h: AuthHarness;

  beforeAll(async () => {
    [env, h] = await Promise.all([createTestEnv(), startAuthHarness()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([env?.close(), h?.close()]);
  });

  it.each([
    ["no exp", { role: "service_role" }],
    ["a string exp", { role: "service_role", exp: "9999999999" }],
  ])("REST: %s is 401 PGRST303, never the service role", async (_label, claims) => {
    const response = await env.request("GET", "/items", { token: forgeJwt(claims, SECRET) });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      code: "PGRST303",
      message: "The JWT 'exp' claim must be a number",
      details: null,
      hint: null,
    });
  });

  it.each([
    ["no exp", { role: "service_role" }],
    ["a string exp", { role: "service_role", exp: "9999999999" }],
    ["alg none", { role: "service_role", exp: 9_999_999_999 }],
  ])("auth admin API: %s is 403 bad_jwt", async (label, claims) => {
    const header = label === "alg none" ? { alg: "none", typ: "JWT" } : undefined;
    const response = await h.fetchAuth("/admin/users", {
      headers: { authorization: `Bearer ${forgeJwt(claims, SECRET, header)}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "bad_jwt" });
  });
});
