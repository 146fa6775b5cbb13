/**
 * Hostile and malformed requests over real HTTP: each gets a clear 4xx in PostgREST's or GoTrue's
 * error shape, never a 500, never a crash, and nothing is stored or destroyed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signJwt } from "../src/jwt.ts";
import type { LocalSupabase } from "../src/server.ts";
import { startTestSupabase } from "../src/testing.ts";

let local: LocalSupabase;
let rest: string;
let anon: Record<string, string>;

beforeAll(async () => {
  local = await startTestSupabase();
  rest = `${local.url}/rest/v1`;
  anon = {
    apikey: local.config.anonKey,
    authorization: `Bearer ${local.config.anonKey}`,
    "content-type": "application/json",
  };
}, 60_000);
afterAll(() => local.close());

async function expectClientError(response: Response, code?: string) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as Record<string, unknown>;
  expect(typeof body.message).toBe("string");
  if (code) expect(body.code).toBe(code);
  return body;
}

async function reviewCount() {
  const response = await fetch(`${rest}/reviews?select=id`, {
    headers: {
      apikey: local.config.serviceRoleKey,
      authorization: `Bearer ${local.config.serviceRoleKey}`,
      prefer: "count=exact",
    },
  });
  return Number(response.headers.get("content-range")?.split("/")[1]);
}

describe("bad input to /rest/v1", () => {
  it("rejects malformed filters and logic trees with PGRST100", async () => {
    await expectClientError(
      await fetch(`${rest}/reviews?rating=between.1`, { headers: anon }),
      "PGRST100",
    );
    await expectClientError(
      await fetch(`${rest}/reviews?or=(name.eq.a`, { headers: anon }),
      "PGRST100",
    );
    await expectClientError(
      await fetch(`${rest}/reviews?order=rating.sideways`, { headers: anon }),
      "PGRST100",
    );
    await expectClientError(await fetch(`${rest}/reviews?limit=ten`, { headers: anon }));
  });

  it("answers unknown tables and columns with PostgREST's errors", async () => {
    expect((await fetch(`${rest}/nope`, { headers: anon })).status).toBe(404);
    await expectClientError(await fetch(`${rest}/reviews?select=nope`, { headers: anon }));
    await expectClientError(
      await fetch(`${rest}/reviews`, {
        method: "POST",
        headers: anon,
        body: JSON.stringify({ name: "Ann", nope: 1 }),
      }),
      "PGRST204",
    );
  });

  it("never turns identifiers or values into SQL", async () => {
    const before = await reviewCount();
    const attacks = [
      `${rest}/reviews?select=id;drop table reviews`,
      `${rest}/reviews?name=eq.${encodeURIComponent("'); drop table public.reviews; --")}`,
      `${rest}/reviews?${encodeURIComponent('name" = name; drop table reviews; --')}=eq.x`,
      `${rest}/reviews?order=${encodeURIComponent("created_at; drop table reviews")}`,
      `${rest}/reviews%3Bdrop%20table%20reviews`,
    ];
    for (const url of attacks) {
      const response = await fetch(url, { headers: anon });
      expect(response.status).toBeLessThan(500);
    }
    expect(await reviewCount()).toBe(before);
  });

  it("rejects bad JSON and wrong body shapes with PGRST102", async () => {
    await expectClientError(
      await fetch(`${rest}/reviews`, { method: "POST", headers: anon, body: "{not json" }),
      "PGRST102",
    );
    await expectClientError(
      await fetch(`${rest}/reviews`, { method: "POST", headers: anon, body: '"a string"' }),
      "PGRST102",
    );
  });

  it("refuses oversized bodies before reading them", async () => {
    const huge = JSON.stringify({
      name: "Ann",
      rating: 5,
      comment: "x".repeat(local.config.maxBodyBytes + 10),
    });
    const response = await fetch(`${rest}/reviews`, { method: "POST", headers: anon, body: huge });
    expect(response.status).toBe(413);
  });

  it("stores nothing that breaks the constraints, whatever the types", async () => {
    const before = await reviewCount();
    const bodies = [
      { name: "A", rating: 5, comment: "long enough comment" },
      { name: "Ann", rating: 0, comment: "long enough comment" },
      { name: "Ann", rating: 2.5, comment: "long enough comment" },
      { name: "Ann", rating: "five", comment: "long enough comment" },
      { name: "Ann", rating: 5, comment: "short" },
      { name: null, rating: 5, comment: "long enough comment" },
    ];
    for (const body of bodies) {
      const response = await fetch(`${rest}/reviews`, {
        method: "POST",
        headers: anon,
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await reviewCount()).toBe(before);
  });

  it("rejects forged and expired JWTs with 401", async () => {
    const forged = await signJwt(
      { role: "service_role", exp: Math.floor(Date.now() / 1000) + 600 },
      "not-the-secret-not-the-secret-123",
    );
    const expired = await signJwt(
      { role: "authenticated", sub: crypto.randomUUID(), exp: 1_000_000 },
      local.config.jwtSecret,
    );
    const elevated = await signJwt(
      { role: "postgres", exp: Math.floor(Date.now() / 1000) + 600 },
      local.config.jwtSecret,
    );
    for (const token of [forged, expired, "not.a.jwt", elevated]) {
      const response = await fetch(`${rest}/reviews`, {
        headers: { apikey: local.config.anonKey, authorization: `Bearer ${token}` },
      });
      expect(response.status, token).toBe(401);
    }
  });
});

describe("bad input to /auth/v1", () => {
  const auth = () => `${local.url}/auth/v1`;
  const headers = () => ({
    apikey: local.config.anonKey,
    "content-type": "application/json",
    "x-supabase-api-version": "2024-01-01",
  });

  it("answers bad JSON and wrong credentials with GoTrue's error shape", async () => {
    const badJson = await fetch(`${auth()}/token?grant_type=password`, {
      method: "POST",
      headers: headers(),
      body: "{",
    });
    await expectClientError(badJson);
    const wrong = await fetch(`${auth()}/token?grant_type=password`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email: "admin@example.com", password: "wrong-password" }),
    });
    const body = await expectClientError(wrong, "invalid_credentials");
    expect(wrong.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(body.message).toBe("Invalid login credentials");
  });

  it("rejects forged tokens on /user", async () => {
    const forged = await signJwt(
      { role: "authenticated", sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 },
      "x".repeat(40),
    );
    const response = await fetch(`${auth()}/user`, {
      headers: { ...headers(), authorization: `Bearer ${forged}` },
    });
    await expectClientError(response, "bad_jwt");
  });
});
