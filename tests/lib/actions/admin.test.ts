/**
 * The admin area's wrappers alone, with the session check and the Supabase client replaced: an
 * AdminAccessError and any other throw each become the page's one failure result, and a redirect
 * goes through. tests/app/kalpix-admin/actions.integration.test.ts runs the dashboard's actions
 * against a backend.
 */
import { redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";

import type * as Session from "@/lib/auth/session";
import { AdminAccessError } from "@/lib/auth/session";
import { enrolSchema, removeFactorSchema } from "@/lib/schemas/second-factor.schema";

import { form } from "../../support/form-data";

const access = vi.hoisted(() => ({ refuse: false }));
vi.mock("@/lib/auth/session", async (original) => {
  const actual = await original<typeof Session>();
  return {
    ...actual,
    requireSecurityAccess: async () => {
      if (access.refuse) throw new actual.AdminAccessError("not-admin");
      return { id: "user" };
    },
  };
});
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: async () => ({}) }));
const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ refresh }));

const { handleModeration, handleSecurityChange } = await import("@/lib/actions/admin");

const messages = { succeeded: "Done.", failed: "Not done." };

afterEach(() => {
  access.refuse = false;
  refresh.mockClear();
  vi.restoreAllMocks();
});

describe("handleModeration", () => {
  it("answers the write's outcome with the dashboard's toast text", async () => {
    await expect(
      handleModeration(async () => ({ ok: true, data: undefined }), messages),
    ).resolves.toEqual({
      ok: true,
      message: "Done.",
    });
    await expect(
      handleModeration(async () => ({ ok: false, error: { kind: "failed" } }), messages),
    ).resolves.toEqual({
      ok: false,
      message: "Not done.",
    });
  });

  it("reloads the dashboard with a change's answer, and only with a change's", async () => {
    await handleModeration(async () => ({ ok: false, error: { kind: "failed" } }), messages);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await handleModeration(async () => {
      throw new AdminAccessError("not-admin");
    }, messages);
    expect(refresh).not.toHaveBeenCalled();
    await handleModeration(async () => ({ ok: true, data: undefined }), messages);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("turns a refused caller into the failure, with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const run = async () => {
      throw new AdminAccessError("not-admin");
    };
    await expect(handleModeration(run, messages)).resolves.toEqual({
      ok: false,
      message: "Not done.",
    });
    expect(warn).toHaveBeenCalledWith("Admin access refused: not-admin");
  });

  it("sends a caller whose session has ended to the sign-in page, which says so", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const run = async () => {
      throw new AdminAccessError("signed-out");
    };
    await expect(handleModeration(run, messages)).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/login\?error=session_expired;/),
    });
  });

  it("turns an unexpected throw into the failure, logged as an error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const boom = new Error("boom");
    const run = async () => {
      throw boom;
    };
    await expect(handleModeration(run, messages)).resolves.toEqual({
      ok: false,
      message: "Not done.",
    });
    expect(logged).toHaveBeenCalledWith("Moderation failed:", boom);
  });
});

describe("handleSecurityChange", () => {
  it("answers bad input with the schema's first message and the field errors, running nothing", async () => {
    const run = vi.fn();
    const result = await handleSecurityChange(form({}), removeFactorSchema, run);
    expect(result.ok).toBe(false);
    expect(result.message).not.toBe("");
    expect(result).toHaveProperty("fieldErrors.factorId");
    expect(run).not.toHaveBeenCalled();
  });

  it("hands the parsed input to `run` and answers with its result", async () => {
    const run = vi.fn(async () => ({ ok: true as const, message: "Added." }));
    await expect(handleSecurityChange(form({ name: "Phone" }), enrolSchema, run)).resolves.toEqual({
      ok: true,
      message: "Added.",
    });
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Phone" }),
      {},
      expect.objectContaining({ id: expect.any(String) }),
    );
  });

  it("refuses a caller who is not an admin, with a warning", async () => {
    access.refuse = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const run = vi.fn();
    await expect(handleSecurityChange(form({ name: "" }), enrolSchema, run)).resolves.toEqual({
      ok: false,
      message: "Only a signed-in admin can change the authenticator apps of their account.",
    });
    expect(run).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("Admin access refused: not-admin");
  });

  it("turns an unexpected throw into the unreachable sentence, logged as an error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const boom = new Error("boom");
    const run = async () => {
      throw boom;
    };
    await expect(handleSecurityChange(form({ name: "" }), enrolSchema, run)).resolves.toEqual({
      ok: false,
      message: "The sign-in service is not reachable. Please try again.",
    });
    expect(logged).toHaveBeenCalledWith("Second-factor change failed:", boom);
  });

  it("lets a redirect thrown by `run` through", async () => {
    const run = async () => redirect("/kalpix-admin/security?removed=1");
    await expect(handleSecurityChange(form({ name: "" }), enrolSchema, run)).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
  });
});
