/**
 * /auth/callback, /auth/confirm and /auth/sign-out with real codes and token hashes from the
 * embedded backend: a hostile `next`, Host or X-Forwarded-* header never sends the browser
 * off-site, and an error in the link reaches /login only as one of our codes.
 */
import { NextRequest } from "next/server";
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { createServerClient } from "@supabase/ssr";
import { createClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import {
  sessionCookies,
  startTestSupabase,
  TEST_ADMIN,
  tokenHashFor,
} from "../../support/local-supabase";
import { OPEN_REDIRECT_CORPUS } from "../../support/open-redirect-corpus";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", async () =>
  (await import("../../support/next-headers")).nextHeadersWithJar(request),
);

const { GET: callback } = await import("@/app/auth/callback/route");
const { GET: confirm } = await import("@/app/auth/confirm/route");
const { POST: signOut } = await import("@/app/auth/sign-out/route");
const { AUTH_ERROR_MESSAGES } = await import("@/lib/auth/views");

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

function get(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(`${APP}${path}`, { headers: { host: "127.0.0.1:3000", ...headers } });
}

/** Header sets any client can send; the Location must never follow them. */
const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { "x-forwarded-host": "evil.example" },
  { "x-forwarded-proto": "javascript" },
  { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" },
  { host: "evil.example" },
  { "x-forwarded-host": "127.0.0.1:3000@evil.example" },
];

function landing(response: Response): URL {
  return new URL(response.headers.get("location")!);
}

describe("/auth/callback", () => {
  it("exchanges a valid code and goes to the same-origin `next`", async () => {
    const response = await callback(
      get(`/auth/callback?code=${await freshCode()}&next=%2Fkalpix-admin%3Ftab%3Dreviews`),
    );
    expect(response.status).toBe(303);
    expect(landing(response).href).toBe(`${APP}/kalpix-admin?tab=reviews`);
    expect([...request.jar.keys()].some((name) => /auth-token(\.0)?$/.test(name))).toBe(true);
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "https:evil.example"])(
    "stays on the site for next=%s",
    async (next) => {
      const response = await callback(
        get(`/auth/callback?code=${await freshCode()}&next=${encodeURIComponent(next)}`),
      );
      expect(landing(response).origin).toBe(APP);
      expect(landing(response).pathname).toBe("/kalpix-admin");
    },
  );

  it("sends a bad code back to /login with a known error code", async () => {
    const response = await callback(get("/auth/callback?code=not-a-code&next=//evil.example"));
    const url = landing(response);
    expect(url.origin + url.pathname).toBe(`${APP}/login`);
    expect(Object.keys(AUTH_ERROR_MESSAGES)).toContain(url.searchParams.get("error"));
  });

  it("passes an error in the link on as a code, never as the link's own text", async () => {
    const description = "Your account is locked. Call +1 555 0100 at evil.example";
    const cases = [
      [
        `error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent(description)}`,
        "otp_expired",
      ],
      [`error=access_denied&error_description=${encodeURIComponent(description)}`, "access_denied"],
      [`error_description=${encodeURIComponent(description)}`, "unexpected_failure"],
      [
        `error=${encodeURIComponent(description)}&error_code=${encodeURIComponent(description)}`,
        "unexpected_failure",
      ],
      ["error=__proto__&error_code=constructor", "unexpected_failure"],
    ] as const;
    for (const [query, code] of cases) {
      const response = await callback(get(`/auth/callback?${query}&code=whatever`));
      const url = landing(response);
      expect(url.origin + url.pathname).toBe(`${APP}/login`);
      expect([...url.searchParams]).toEqual([["error", code]]);
      expect(response.headers.get("location")).not.toMatch(/evil|locked/i);
    }
  });

  it.each(HOSTILE_HEADERS)("keeps Location on the site for the headers %o", async (headers) => {
    const ok = await callback(
      get(`/auth/callback?code=${await freshCode()}&next=%2Fkalpix-admin`, headers),
    );
    expect(ok.headers.get("location")).toBe("http://localhost:3000/kalpix-admin");
    const failed = await callback(get("/auth/callback?error=access_denied", headers));
    expect(failed.headers.get("location")).toBe("http://localhost:3000/login?error=access_denied");
  });
});

describe("a signed-in redirect never leaves the site", () => {
  it.each(OPEN_REDIRECT_CORPUS)("/auth/callback with next=%j", async (next) => {
    const response = await callback(
      get(`/auth/callback?code=${await freshCode()}&next=${encodeURIComponent(next)}`),
    );
    expect(response.status).toBe(303);
    expect(landing(response).origin).toBe(APP);
    expect(landing(response).pathname).toBe("/kalpix-admin");
  });
});

describe("/auth/confirm", () => {
  it("hands a whole link to the login page's confirm view and spends nothing (a mail scanner's GET)", async () => {
    const tokenHash = await tokenHashFor(local, TEST_ADMIN.email);
    for (let opened = 0; opened < 2; opened++) {
      const response = await confirm(
        get(`/auth/confirm?token_hash=${tokenHash}&type=magiclink&next=%2Fkalpix-admin%2Fsecurity`),
      );
      expect(response.status).toBe(303);
      const url = landing(response);
      expect(url.origin + url.pathname).toBe(`${APP}/login`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        view: "confirm_link",
        token_hash: tokenHash,
        type: "magiclink",
        next: "/kalpix-admin/security",
      });
    }
    expect(request.jar.size).toBe(0);
    const { error } = await createClient(local.url, local.config.anonKey, {
      auth: { persistSession: false },
    }).auth.verifyOtp({ token_hash: tokenHash, type: "magiclink" });
    expect(error).toBeNull();
  });

  it("refuses an unknown type", async () => {
    const response = await confirm(get("/auth/confirm?token_hash=abc&type=bogus"));
    expect(landing(response).pathname).toBe("/login");
    expect(landing(response).searchParams.get("error")).toBe("link_incomplete");
  });

  it.each(HOSTILE_HEADERS)("keeps Location on the site for the headers %o", async (headers) => {
    const response = await confirm(get("/auth/confirm?token_hash=abc&type=magiclink", headers));
    expect(new URL(response.headers.get("location")!).origin).toBe("http://localhost:3000");
  });
});

describe("/auth/sign-out", () => {
  function post(headers: Record<string, string> = {}) {
    return new NextRequest(`${APP}/auth/sign-out`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000", ...headers },
    });
  }

  it("goes to /login on the host the browser used (a local run)", async () => {
    const response = await signOut(post());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${APP}/login`);
  });

  it("ends this browser's session only: the same account signed in on another device stays in", async () => {
    const refreshes = async (jar: Map<string, string>) => {
      const supabase = createServerClient(local.url, local.config.anonKey, {
        cookies: {
          getAll: () => [...jar].map(([name, value]) => ({ name, value })),
          setAll: () => {},
        },
      });
      const { data } = await supabase.auth.getSession();
      const refreshed = await supabase.auth.refreshSession({
        refresh_token: data.session?.refresh_token ?? "",
      });
      return refreshed.error === null;
    };
    const phone = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
    const desk = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
    request.jar = new Map(phone);
    expect((await signOut(post())).status).toBe(303);
    expect(await refreshes(phone)).toBe(false);
    expect(await refreshes(desk)).toBe(true);
  });

  it.each<Record<string, string>>([
    { "sec-fetch-site": "same-site", origin: "http://127.0.0.1:8080" },
    { "sec-fetch-site": "cross-site" },
    { origin: "http://127.0.0.1:8080" },
  ])("refuses a post another page made, %o, and signs nobody out", async (headers) => {
    const response = await signOut(post(headers));
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it.each(HOSTILE_HEADERS)("keeps Location on the site for the headers %o", async (headers) => {
    const response = await signOut(post(headers));
    expect(response.headers.get("location")).toBe("http://localhost:3000/login");
  });

  describe("deployed (NODE_ENV=production, the site at https://kalpix.example)", () => {
    const env = process.env as Record<string, string | undefined>;
    let routes: { signOut: typeof signOut; callback: typeof callback };
    const saved = { NODE_ENV: env["NODE_ENV"], NEXT_PUBLIC_SITE_URL: env["NEXT_PUBLIC_SITE_URL"] };

    beforeAll(async () => {
      env["NEXT_PUBLIC_SITE_URL"] = "https://kalpix.example";
      vi.resetModules();
      routes = {
        signOut: (await import("@/app/auth/sign-out/route")).POST,
        callback: (await import("@/app/auth/callback/route")).GET,
      };
    });
    beforeEach(() => {
      env["NODE_ENV"] = "production";
    });
    afterEach(() => {
      env["NODE_ENV"] = saved.NODE_ENV;
    });
    afterAll(() => {
      env["NEXT_PUBLIC_SITE_URL"] = saved.NEXT_PUBLIC_SITE_URL;
      if (saved.NEXT_PUBLIC_SITE_URL === undefined) delete env["NEXT_PUBLIC_SITE_URL"];
    });

    it.each([{}, { host: "localhost:3000" }, ...HOSTILE_HEADERS])(
      "answers the site origin for %o",
      async (headers) => {
        expect((await routes.signOut(post(headers))).headers.get("location")).toBe(
          "https://kalpix.example/login",
        );
        const failed = await routes.callback(get("/auth/callback?error=server_error", headers));
        expect(failed.headers.get("location")).toBe(
          "https://kalpix.example/login?error=unexpected_failure",
        );
      },
    );
  });
});
