/**
 * The embedded backend answers browsers only from the app's origins and only under loopback host
 * names: a page the developer visits must not read the inbox (magic links, codes) or any answer,
 * nor reach it by DNS rebinding. Real HTTP requests, with raw Origin and Host headers.
 */
import { request as httpRequest } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { localConfig } from "../src/config.ts";
import { checkOrigin, isLoopbackHost } from "../src/origin-guard.ts";
import type { LocalSupabase } from "../src/server.ts";
import { startTestSupabase, TEST_ADMIN } from "../src/testing.ts";

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

const APP = "http://localhost:3000"; // supabase/config.toml's site_url
const EXTRA = "http://127.0.0.1:3999"; // from LOCAL_SUPABASE_ALLOWED_ORIGINS below
const EVIL = "https://evil.example";

let local: LocalSupabase;
let port: number;

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const apikey = () => ({
  apikey: local.config.anonKey,
  authorization: `Bearer ${local.config.anonKey}`,
});

beforeAll(async () => {
  const saved = process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS;
  process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS = ` ${EXTRA} , not a url`;
  try {
    local = await startTestSupabase();
  } finally {
    if (saved === undefined) delete process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS;
    else process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS = saved;
  }
  port = Number(new URL(local.url).port);
  // Something worth stealing in the inbox.
  const otp = await fetch(`${local.url}/auth/v1/otp`, {
    method: "POST",
    headers: { ...apikey(), "content-type": "application/json" },
    body: JSON.stringify({ email: TEST_ADMIN.email }),
  });
  expect(otp.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await local?.close();
});

describe("the allow-list", () => {
  it("holds config.toml's site_url and additional_redirect_urls origins and the env's extra ones", () => {
    expect(local.config.allowedOrigins).toEqual(
      expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000", EXTRA]),
    );
    expect(local.config.allowedOrigins).not.toContain("null");
    expect(localConfig().allowedOrigins).not.toContain(EXTRA);
  });

  it("matches origins exactly and loopback host names only", () => {
    expect(checkOrigin(APP, [APP]).kind).toBe("allowed");
    expect(checkOrigin(`${APP}.evil.example`, [APP]).kind).toBe("foreign");
    expect(checkOrigin("null", [APP]).kind).toBe("foreign");
    expect(checkOrigin(undefined, [APP]).kind).toBe("none");
    for (const host of [
      "127.0.0.1:54321",
      "localhost:54321",
      "[::1]:54321",
      "LOCALHOST",
      "127.0.0.1",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      "",
      "evil.example:54321",
      "127.0.0.1.evil.example",
      "localhost.evil.example:1",
      "[::2]:1",
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});

describe("CORS", () => {
  it("names an allowed origin, with credentials, on answers and preflights", async () => {
    for (const origin of [APP, EXTRA]) {
      const answer = await send("GET", "/rest/v1/reviews?select=name&limit=1", {
        ...apikey(),
        origin,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["access-control-allow-origin"]).toBe(origin);
      expect(answer.headers["access-control-allow-credentials"]).toBe("true");
      expect(answer.headers["access-control-expose-headers"]).toContain("Content-Range");
      expect(answer.headers.vary).toBe("Origin");
    }
    const preflight = await send("OPTIONS", "/auth/v1/token?grant_type=password", {
      origin: APP,
      "access-control-request-method": "POST",
      "access-control-request-headers": "apikey, content-type",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(APP);
    expect(preflight.headers["access-control-allow-headers"]).toBe("apikey, content-type");
  });

  it("refuses a foreign origin before anything runs, with no Access-Control-Allow-Origin", async () => {
    for (const origin of [EVIL, "null", "http://localhost:3001"]) {
      const read = await send("GET", "/rest/v1/reviews?select=name", { ...apikey(), origin });
      expect(read.status).toBe(403);
      expect(read.headers["access-control-allow-origin"]).toBeUndefined();
      expect(JSON.parse(read.body)).toMatchObject({ code: "origin_not_allowed" });
      const preflight = await send("OPTIONS", "/rest/v1/reviews", {
        origin,
        "access-control-request-method": "GET",
      });
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    }
    // A "simple" cross-site POST would otherwise still send a magic link.
    const before = local.inbox.list().length;
    const post = await send(
      "POST",
      "/auth/v1/otp",
      { ...apikey(), origin: EVIL, "content-type": "text/plain" },
      JSON.stringify({ email: TEST_ADMIN.email }),
    );
    expect(post.status).toBe(403);
    expect(local.inbox.list()).toHaveLength(before);
  });

  it("serves server-side callers (no Origin) without CORS headers", async () => {
    const answer = await send("GET", "/rest/v1/reviews?select=name&limit=1", apikey());
    expect(answer.status).toBe(200);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("the inbox", () => {
  it("is readable from this machine without an Origin, as the tests and the developer read it", async () => {
    const json = await send("GET", `/inbox.json?to=${encodeURIComponent(TEST_ADMIN.email)}`);
    expect(json.status).toBe(200);
    expect(JSON.parse(json.body)[0]).toMatchObject({
      kind: "magiclink",
      otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(json.headers["access-control-allow-origin"]).toBeUndefined();
    for (const host of [`localhost:${port}`, `[::1]:${port}`]) {
      expect((await send("GET", "/inbox", { host })).status, host).toBe(200);
    }
  });

  it("is never readable cross-origin, not even by the app's origin", async () => {
    for (const path of ["/inbox", "/inbox.json"]) {
      const foreign = await send("GET", path, { origin: EVIL });
      expect(foreign.status).toBe(403);
      expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
      expect(foreign.body).not.toContain(TEST_ADMIN.email);
      const app = await send("GET", path, { origin: APP });
      expect(app.headers["access-control-allow-origin"]).toBeUndefined();
      const preflight = await send("OPTIONS", path, {
        origin: APP,
        "access-control-request-method": "DELETE",
      });
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("refuses a foreign Host header (DNS rebinding), for the inbox and everything else", async () => {
    for (const path of ["/inbox", "/inbox.json", "/rest/v1/reviews", "/auth/v1/settings"]) {
      const rebound = await send("GET", path, { ...apikey(), host: `evil.example:${port}` });
      expect(rebound.status, path).toBe(403);
      expect(JSON.parse(rebound.body)).toMatchObject({ code: "host_not_allowed" });
      expect(rebound.body).not.toContain(TEST_ADMIN.email);
    }
    const wipe = await send("DELETE", "/inbox.json", { host: `evil.example:${port}` });
    expect(wipe.status).toBe(403);
    expect(local.inbox.list(TEST_ADMIN.email).length).toBeGreaterThan(0);
  });
});
