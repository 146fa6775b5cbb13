/**
 * A server action is a public endpoint, and its argument is whatever the request encodes: a
 * string, null, an object with no `get`. The login's and the security page's actions answer
 * such input with a result that says the form could not be read, never an exception (a 500).
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { sessionCookies, startTestSupabase, TEST_ADMIN } from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", async () =>
  (await import("../support/next-headers")).nextHeadersWithJar(request, {
    host: "127.0.0.1:3000",
  }),
);
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), refresh: vi.fn() }));

const login = await import("@/app/login/actions");
const security = await import("@/app/kalpix-admin/security/actions");
const { UNREADABLE_FORM_MESSAGE } = await import("@/lib/schemas/action-result");

let local: LocalSupabase;

beforeAll(async () => {
  local = await startTestSupabase();
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  request.jar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await local?.close();
});

const NOT_FORM_DATA: unknown[] = [
  "email=a@b.c",
  null,
  undefined,
  42,
  {},
  { get: 1 },
  [["email", "x"]],
];

type Action = (previous: null, formData: FormData) => Promise<unknown>;
const ACTIONS: Array<[string, Action]> = [
  ...Object.entries(login).filter(([name]) => name.endsWith("Action")),
  ...Object.entries(security).filter(([name]) => name.endsWith("Action")),
] as Array<[string, Action]>;

describe("an action called with something other than form data", () => {
  it("covers every login and security action", () => {
    expect(ACTIONS.map(([name]) => name).sort()).toEqual(
      [
        "confirmEnrolmentAction",
        "confirmLinkAction",
        "forgottenPasswordAction",
        "magicLinkAction",
        "oauthAction",
        "removeFactorAction",
        "sendEnrolmentCodeAction",
        "signInAction",
        "signUpAction",
        "startEnrolmentAction",
        "updatePasswordAction",
        "verifyOtpAction",
        "verifySecondFactorAction",
      ].sort(),
    );
  });

  it.each(ACTIONS)("%s answers a clear error for each", async (_name, action) => {
    for (const input of NOT_FORM_DATA) {
      await expect(action(null, input as FormData)).resolves.toEqual({
        ok: false,
        message: UNREADABLE_FORM_MESSAGE,
      });
    }
  });
});
