/**
 * The login's wrapper alone, with the Supabase client replaced: bad input never reaches `run`, a
 * throw becomes the unreachable sentence (the e-mail kept), and a redirect goes through.
 * tests/app/login/actions.integration.test.ts runs the login's actions against a backend.
 */
import { redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";

import { credentialsSchema, magicLinkSchema, newPasswordSchema } from "@/lib/schemas/auth.schema";

import { form } from "../../support/form-data";

const client = vi.hoisted(() => ({ fail: false }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => {
    if (client.fail) throw new Error("no client");
    return {};
  },
}));

const { authFailed, handleAuthForm } = await import("@/lib/actions/auth");

const UNREACHABLE = "The sign-in service is not reachable. Please try again.";

afterEach(() => {
  client.fail = false;
  vi.restoreAllMocks();
});

describe("handleAuthForm", () => {
  it("answers bad input with the schema's message and the e-mail, running nothing", async () => {
    const run = vi.fn();
    const result = await handleAuthForm(form({ email: "" }), magicLinkSchema, run);
    expect(result).toMatchObject({ ok: false, values: { email: "" } });
    expect(result.message).not.toBe("");
    expect(run).not.toHaveBeenCalled();
  });

  it("hands the parsed input and a client to `run` and answers with its result", async () => {
    const run = vi.fn(async () => authFailed("Invalid login credentials", "a@example.com"));
    const result = await handleAuthForm(
      form({ email: " a@example.com ", password: "secret" }),
      credentialsSchema,
      run,
    );
    expect(result).toEqual({
      ok: false,
      message: "Invalid login credentials",
      values: { email: "a@example.com" },
    });
    expect(run).toHaveBeenCalledWith({ email: "a@example.com", password: "secret" }, {});
  });

  it("turns a throw into the unreachable sentence, keeping the e-mail, logged as an error", async () => {
    client.fail = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await handleAuthForm(
      form({ email: "a@example.com", password: "secret" }),
      credentialsSchema,
      vi.fn(),
    );
    expect(result).toEqual({ ok: false, message: UNREACHABLE, values: { email: "a@example.com" } });
    expect(logged).toHaveBeenCalledWith("Auth request failed:", expect.any(Error));
  });

  it("keeps no e-mail when the form has none", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const run = async () => {
      throw new Error("boom");
    };
    await expect(handleAuthForm(form({ password: "x" }), newPasswordSchema, run)).resolves.toEqual({
      ok: false,
      message: UNREACHABLE,
    });
  });

  it("lets a redirect thrown by `run` through", async () => {
    const run = async () => redirect("/kalpix-admin");
    await expect(
      handleAuthForm(form({ email: "a@example.com", password: "x" }), credentialsSchema, run),
    ).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
  });
});
