/**
 * The login screen's server actions against a fresh embedded backend, through supabase-js. Only
 * Next's request APIs are replaced: `headers()` and a cookie jar for `cookies()`.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { expectActionResult } from "../../lib/schemas/action-result-shape";
import { form } from "../../support/form-data";
import { startTestSupabase, TEST_ADMIN, tokenHashFor } from "../../support/local-supabase";
import { OPEN_REDIRECT_CORPUS } from "../../support/open-redirect-corpus";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", async () =>
  (await import("../../support/next-headers")).nextHeadersWithJar(request, {
    host: "127.0.0.1:3000",
  }),
);

const actions = await import("@/app/login/actions");
const { AUTH_ERROR_MESSAGES } = await import("@/lib/auth/views");

let local: LocalSupabase;

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

const FIELDS = ["email", "password", "token", "provider", "token_hash", "type"] as const;

async function answer(
  action: (previous: null, formData: FormData) => Promise<unknown>,
  entries: Record<string, string>,
) {
  const result = await action(null, form(entries));
  expectActionResult(result, FIELDS);
  return result;
}

function redirectsTo(path: string) {
  const escaped = path.replace(/[?.]/g, "\\$&");
  return { digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;\\w+;${escaped};`)) };
}

const signedIn = () => [...request.jar.keys()].some((name) => /auth-token(\.0)?$/.test(name));

describe("the login actions", () => {
  it("sign in: the backend's message in the danger box, the e-mail kept; success redirects", async () => {
    expect(
      await answer(actions.signInAction, { email: ` ${TEST_ADMIN.email} `, password: "wrong" }),
    ).toEqual({
      ok: false,
      message: "Invalid login credentials",
      values: { email: TEST_ADMIN.email },
    });
    await expect(actions.signInAction(null, form({ ...TEST_ADMIN }))).rejects.toMatchObject(
      redirectsTo("/kalpix-admin"),
    );
    expect(request.jar.size).toBeGreaterThan(0);
  });

  it("magic link: refuses an empty e-mail with the Auth UI's text, and says a link was sent", async () => {
    expect(await answer(actions.magicLinkAction, { email: "  " })).toEqual({
      ok: false,
      message: "Email address can not be empty",
      fieldErrors: { email: ["Email address can not be empty"] },
      values: { email: "" },
    });
    expect(await answer(actions.magicLinkAction, { email: TEST_ADMIN.email })).toEqual({
      ok: true,
      message: "Check your email for the magic link",
      values: { email: TEST_ADMIN.email },
    });
    expect(local.inbox.list(TEST_ADMIN.email)).toHaveLength(1);
  });

  it("magic link: answers an address without an account as it answers staff, and sends it nothing", async () => {
    const stranger = "nobody-here@example.com";
    expect(await answer(actions.magicLinkAction, { email: stranger })).toEqual({
      ok: true,
      message: "Check your email for the magic link",
      values: { email: stranger },
    });
    expect(local.inbox.list(stranger)).toHaveLength(0);
  });

  it("forgotten password: says the reset link was sent", async () => {
    expect(await answer(actions.forgottenPasswordAction, { email: TEST_ADMIN.email })).toEqual({
      ok: true,
      message: "Check your email for the password reset link",
      values: { email: TEST_ADMIN.email },
    });
  });

  it("verify code: a wrong code is the backend's message, the e-mail kept", async () => {
    const result = await answer(actions.verifyOtpAction, {
      email: TEST_ADMIN.email,
      token: "000 000",
    });
    expect(result).toMatchObject({ ok: false, values: { email: TEST_ADMIN.email } });
  });

  it("update password: without a session, the backend's message and no e-mail", async () => {
    const result = await answer(actions.updatePasswordAction, { password: "a new password" });
    expect(result).toMatchObject({ ok: false });
    expect(result).not.toHaveProperty("values");
  });

  it("OAuth: an unknown provider and a disabled one are named as GoTrue names them", async () => {
    expect(await answer(actions.oauthAction, { provider: "gitlab" })).toEqual({
      ok: false,
      message: "Unsupported provider",
      fieldErrors: { provider: ["Unsupported provider"] },
    });
    expect(await answer(actions.oauthAction, { provider: "github" })).toEqual({
      ok: false,
      message: "Unsupported provider: provider is not enabled",
    });
  });

  it("a dead backend: supabase-js's own message; a client that cannot be made: a sentence", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
    const credentials = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };
    try {
      process.env.NEXT_PUBLIC_SUPABASE_URL = "http://127.0.0.1:9";
      expect(await answer(actions.signInAction, credentials)).toEqual({
        ok: false,
        message: "fetch failed",
        values: { email: TEST_ADMIN.email },
      });
      delete process.env.NEXT_PUBLIC_SUPABASE_URL;
      for (const action of [actions.signInAction, actions.magicLinkAction]) {
        expect(await answer(action, credentials)).toEqual({
          ok: false,
          message: "The sign-in service is not reachable. Please try again.",
          values: { email: TEST_ADMIN.email },
        });
      }
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = url;
      quiet.mockRestore();
    }
  });

  it("confirm link: Continue spends the e-mailed link once, signs in and goes to the admin page it names", async () => {
    const link = { token_hash: await tokenHashFor(local, TEST_ADMIN.email), type: "magiclink" };
    await expect(
      actions.confirmLinkAction(null, form({ ...link, next: "/kalpix-admin/security" })),
    ).rejects.toMatchObject(redirectsTo("/kalpix-admin/security"));
    expect(signedIn()).toBe(true);

    request.jar = new Map();
    const again = await answer(actions.confirmLinkAction, link);
    expect(again).toMatchObject({ ok: false });
    expect(Object.values(AUTH_ERROR_MESSAGES)).toContain((again as { message: string }).message);
    expect(signedIn()).toBe(false);
  });

  it("confirm link: a password reset link goes on to choosing the new password", async () => {
    const token_hash = await tokenHashFor(local, TEST_ADMIN.email, "recovery");
    await expect(
      actions.confirmLinkAction(
        null,
        form({ token_hash, type: "recovery", next: "/kalpix-admin" }),
      ),
    ).rejects.toMatchObject(redirectsTo("/login?view=update_password"));
  });

  it.each(OPEN_REDIRECT_CORPUS)(
    "confirm link: next=%j never leaves the admin area",
    async (next) => {
      const token_hash = await tokenHashFor(local, TEST_ADMIN.email);
      await expect(
        actions.confirmLinkAction(null, form({ token_hash, type: "magiclink", next })),
      ).rejects.toMatchObject(redirectsTo("/kalpix-admin"));
    },
  );

  it("confirm link: a cut or altered link is refused in our words, before Auth is asked", async () => {
    for (const link of [
      { token_hash: "", type: "magiclink" },
      { token_hash: "abc", type: "bogus" },
      { token_hash: "abc def", type: "magiclink" },
    ]) {
      expect(await answer(actions.confirmLinkAction, link)).toMatchObject({
        ok: false,
        message: "The link is invalid or incomplete.",
      });
    }
    expect(
      await answer(actions.confirmLinkAction, { token_hash: "f".repeat(56), type: "email" }),
    ).toEqual({
      ok: false,
      message: AUTH_ERROR_MESSAGES.otp_expired,
    });
  });
});
