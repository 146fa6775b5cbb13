/**
 * /auth/callback and /auth/confirm with real codes and token hashes from the embedded backend:
 * a hostile `next` never sends a freshly signed-in admin off-site.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createServerClient } from "@supabase/ssr";
import { NextRequest } from "next/server";

import type { LocalSupabase } from "@/supabase/local/server.ts";

import { startTestSupabase, TEST_ADMIN } from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    getAll: () => [...request.jar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => {
      if (value) request.jar.set(name, value);
      else request.jar.delete(name);
    },
  }),
}));

const { GET: callback } = await import("@/app/auth/callback/route");
const { GET: confirm } = await import("@/app/auth/confirm/route");

let local: LocalSupabase;
const APP = "http://127.0.0.1:3000";

beforeAll(async () => {
  local = await startTestSupabase();
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
}, 60_000);

beforeEach(() => {
  request.jar = new Map();
  local.inbox.clear();
});

afterAll(async () => {
  await local?.close();
});

/** Asks for a magic link as /login does (PKCE verifier in the jar) and follows it to get a code. */
async function freshCode(): Promise<string> {
  const supabase = createServerClient(local.url, local.config.anonKey, {
    cookies: {
      getAll: () => [...request.jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) request.jar.set(name, value);
      },
    },
  });
  const { error } = await supabase.auth.signInWithOtp({
    email: TEST_ADMIN.email,
    options: { emailRedirectTo: `${APP}/auth/callback` },
  });
  if (error) throw error;
  const [mail] = local.inbox.list(TEST_ADMIN.email);
  const response = await fetch(mail!.link!, { redirect: "manual" });
  const code = new URL(response.headers.get("location")!).searchParams.get("code");
  if (!code) throw new Error("no code in the verify redirect");
  return code;
}

function get(path: string) {
  return new NextRequest(`${APP}${path}`, { headers: { host: "127.0.0.1:3000" } });
}

function landing(response: Response): URL {
  return new URL(response.headers.get("location")!);
}

describe("/auth/callback", () => {
  it("exchanges a valid code and goes to the same-origin `next`", async () => {
    const response = await callback(get(`/auth/callback?code=${await freshCode()}&next=%2Fkalpix-admin%3Ftab%3Dreviews`));
    expect(response.status).toBe(303);
    expect(landing(response).href).toBe(`${APP}/kalpix-admin?tab=reviews`);
    expect([...request.jar.keys()].some((name) => /auth-token(\.0)?$/.test(name))).toBe(true);
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "https:evil.example"])(
    "stays on the site for next=%s",
    async (next) => {
      const response = await callback(get(`/auth/callback?code=${await freshCode()}&next=${encodeURIComponent(next)}`));
      expect(landing(response).origin).toBe(APP);
      expect(landing(response).pathname).toBe("/kalpix-admin");
    },
  );

  it("sends a bad code back to /login with the backend's message", async () => {
    const response = await callback(get("/auth/callback?code=not-a-code&next=//evil.example"));
    const url = landing(response);
    expect(url.origin + url.pathname).toBe(`${APP}/login`);
    expect(url.searchParams.get("error")).toBeTruthy();
  });
});

describe("/auth/confirm", () => {
  it("verifies a token hash and ignores an off-site `next`", async () => {
    const service = local.config.serviceRoleKey;
    const linkResponse = await fetch(`${local.url}/auth/v1/admin/generate_link`, {
      method: "POST",
      headers: { apikey: service, authorization: `Bearer ${service}`, "content-type": "application/json" },
      body: JSON.stringify({ type: "magiclink", email: TEST_ADMIN.email }),
    });
    const { hashed_token: tokenHash } = (await linkResponse.json()) as { hashed_token: string };
    const response = await confirm(get(`/auth/confirm?token_hash=${tokenHash}&type=magiclink&next=${encodeURIComponent("//evil.example")}`));
    expect(landing(response).href).toBe(`${APP}/kalpix-admin`);
  });

  it("refuses an unknown type", async () => {
    const response = await confirm(get("/auth/confirm?token_hash=abc&type=bogus"));
    expect(landing(response).pathname).toBe("/login");
  });
});
