/**
 * Signing in to an account with an authenticator app, through the login screen's server actions
 * against a fresh embedded backend (supabase-js underneath); and the login's own limit on failed
 * attempts per browser. Only Next's request APIs are replaced.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { expectActionResult } from "../lib/schemas/action-result-shape";
import { form } from "../support/form-data";
import {
  client,
  confirmApp,
  embeddedTarget,
  startTestSupabase,
  type Target,
} from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", async () =>
  (await import("../support/next-headers")).nextHeadersWithJar(request, {
    host: "127.0.0.1:3000",
    "x-forwarded-for": "203.0.113.7",
  }),
);

const actions = await import("@/app/login/actions");
const { getAdminAccess } = await import("@/lib/auth/session");

let local: LocalSupabase;
let target: Target;
let counter = 0;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  // The login's counts are kept with the server's key, as on every deployment.
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
}, 60_000);

beforeEach(() => {
  request.jar = new Map();
});

afterAll(async () => {
  await local?.close();
  delete process.env.LOGIN_RATE_LIMIT_MAX;
});

function redirectsTo(path: string) {
  const escaped = path.replace(/[?.]/g, "\\$&");
  return { digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;\\w+;${escaped};`)) };
}

/** An admin account with a verified authenticator app; returns a code generator for it. */
async function enrolledAdmin() {
  counter += 1;
  const email = `second-factor-${counter}@example.com`;
  const password = "a-long-password-1";
  const service = client(target, "service");
  const { data } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  await service.from("admin_users").insert({ user_id: data.user!.id });
  const owner = client(target);
  await owner.auth.signInWithPassword({ email, password });
  const enrolled = await owner.auth.mfa.enroll({ factorType: "totp" });
  await confirmApp(target, enrolled.data!.id, data.user!.id);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret) });
  await owner.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: totp.generate() });
  // The next step's code: the enrolment used this one, and each is accepted once.
  const code = (steps = 1) => totp.generate({ timestamp: Date.now() + steps * 30_000 });
  return { email, password, code };
}

describe("signing in with a second factor", () => {
  it("sends the password to the code view, never the dashboard; a right code opens it", async () => {
    const admin = await enrolledAdmin();
    await expect(
      actions.signInAction(null, form({ email: admin.email, password: admin.password })),
    ).rejects.toMatchObject(redirectsTo("/login?view=mfa_challenge"));
    expect((await getAdminAccess()).status).toBe("needs-code");

    const wrong = await actions.verifySecondFactorAction(
      null,
      form({ code: admin.code() === "000000" ? "111111" : "000000", next: "/kalpix-admin" }),
    );
    expectActionResult(wrong, ["email"]);
    expect(wrong).toEqual({ ok: false, message: "Invalid TOTP code entered" });

    await expect(
      actions.verifySecondFactorAction(null, form({ code: admin.code(), next: "/kalpix-admin" })),
    ).rejects.toMatchObject(redirectsTo("/kalpix-admin"));
  });

  it.each(["//evil.example", "/..//evil.example", "/%2e%2e//evil.example", "/\\evil.example"])(
    "does not follow the code view's `next` off the site: %j",
    async (next) => {
      const admin = await enrolledAdmin();
      await actions
        .signInAction(null, form({ email: admin.email, password: admin.password }))
        .catch(() => undefined);
      await expect(
        actions.verifySecondFactorAction(null, form({ code: admin.code(), next })),
      ).rejects.toMatchObject(redirectsTo("/kalpix-admin"));
    },
  );
});

describe("the login's limit per account", () => {
  it("refuses every attempt once the account has failed too often, the right password too", async () => {
    process.env.LOGIN_RATE_LIMIT_MAX = "3";
    // The wrong codes above counted too: every count starts from none.
    await local.db.transaction((tx) =>
      tx.query("delete from public.form_rate_limits where form like 'login%'"),
    );
    const admin = await enrolledAdmin();
    for (let i = 0; i < 3; i++) {
      const result = await actions.signInAction(
        null,
        form({ email: admin.email, password: `no-${i}` }),
      );
      expect(result).toMatchObject({ ok: false, message: "Invalid login credentials" });
    }
    const right = await actions.signInAction(
      null,
      form({ email: admin.email, password: admin.password }),
    );
    expect(right).toEqual({
      ok: false,
      message:
        "Too many failed sign-in attempts for this account. Please wait 15 minutes, or sign in with “Send a magic link email” on the sign-in page.",
      values: { email: admin.email },
    });
    expect(request.jar.size).toBe(0);
  });
});
