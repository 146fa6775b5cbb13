/**
 * The public forms' wrapper alone, with the shared rate-limit count, the staff e-mail and Next's
 * request APIs replaced: each step answers with a result in its order (honeypot, size guard,
 * schema, rate limit, write). tests/app/(site)/contact/actions.integration.test.ts and
 * tests/app/(site)/reviews/actions.integration.test.ts run the forms' actions against a backend.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { DataResult } from "@/lib/data/result";
import { RATE_LIMITED_MESSAGE, SUBMISSION_FAILED_MESSAGE } from "@/lib/schemas/form-fields";
import { z } from "@/lib/schemas/zod";

import { form } from "../../support/form-data";

const calls = vi.hoisted(() => ({
  shared: "allowed" as "allowed" | "refused" | "unavailable",
  after: [] as (() => unknown)[],
}));
vi.mock("next/server", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  after: (task: () => unknown) => void calls.after.push(task),
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("@/lib/data/rate-limits", () => ({
  consumeSharedFormRateLimit: async (): Promise<DataResult<"allowed" | "refused">> =>
    calls.shared === "unavailable"
      ? { ok: false, error: { kind: "failed" } }
      : { ok: true, data: calls.shared },
}));
vi.mock("@/lib/notifications/deliver", () => ({ deliverStaffNotifications: vi.fn() }));

const { handlePublicForm } = await import("@/lib/actions/public-form");

const fields = ["name"] as const;
let formCount = 0;

/** A one-field form with its own rate-limit name, so no test spends another's allowance. */
function testForm(store = vi.fn(async (): Promise<DataResult> => ({ ok: true, data: undefined }))) {
  formCount += 1;
  return {
    store,
    form: {
      name: `test-${formCount}`,
      fields,
      sizeLimits: { name: { max: 10, maxMessage: "Too long." } },
      schema: z.object({ name: z.string().trim().min(2, { error: "Too short." }) }),
      store,
    },
  };
}

beforeEach(() => {
  calls.shared = "allowed";
  calls.after = [];
});

describe("handlePublicForm", () => {
  it("stores valid input with its submission key, then sends the staff e-mail after answering", async () => {
    const { form: spec, store } = testForm();
    const key = crypto.randomUUID();
    await expect(
      handlePublicForm(form({ name: " Ada ", submission_key: key }), spec),
    ).resolves.toEqual({ ok: true });
    expect(store).toHaveBeenCalledWith({ name: "Ada" }, key);
    expect(calls.after).toHaveLength(1);
  });

  it("answers something that is not form data with the generic failure", async () => {
    const { form: spec, store } = testForm();
    await expect(handlePublicForm("nonsense" as never, spec)).resolves.toEqual({
      ok: false,
      message: SUBMISSION_FAILED_MESSAGE,
    });
    expect(store).not.toHaveBeenCalled();
  });

  it("tells a bot that fills the honeypot it succeeded, and stores nothing", async () => {
    const { form: spec, store } = testForm();
    await expect(
      handlePublicForm(form({ name: "Ada", company_website: "spam" }), spec),
    ).resolves.toEqual({ ok: true });
    expect(store).not.toHaveBeenCalled();
  });

  it("answers oversized and invalid input with field errors and the values kept", async () => {
    const { form: spec, store } = testForm();
    await expect(handlePublicForm(form({ name: "x".repeat(11) }), spec)).resolves.toMatchObject({
      ok: false,
      message: SUBMISSION_FAILED_MESSAGE,
      fieldErrors: { name: ["Too long."] },
      values: { name: "x".repeat(11) },
    });
    await expect(handlePublicForm(form({ name: "x" }), spec)).resolves.toEqual({
      ok: false,
      message: SUBMISSION_FAILED_MESSAGE,
      fieldErrors: { name: ["Too short."] },
      values: { name: "x" },
    });
    expect(store).not.toHaveBeenCalled();
  });

  it("refuses when the shared count says so, and goes on when it cannot be made", async () => {
    const { form: spec, store } = testForm();
    calls.shared = "refused";
    await expect(handlePublicForm(form({ name: "Ada" }), spec)).resolves.toEqual({
      ok: false,
      message: RATE_LIMITED_MESSAGE,
      values: { name: "Ada" },
    });
    expect(store).not.toHaveBeenCalled();
    calls.shared = "unavailable";
    await expect(handlePublicForm(form({ name: "Ada" }), spec)).resolves.toEqual({ ok: true });
  });

  it("answers a failed write with the generic failure and the values kept, and sends nothing", async () => {
    const { form: spec } = testForm(
      vi.fn(async (): Promise<DataResult> => ({ ok: false, error: { kind: "failed" } })),
    );
    await expect(handlePublicForm(form({ name: "Ada" }), spec)).resolves.toEqual({
      ok: false,
      message: SUBMISSION_FAILED_MESSAGE,
      values: { name: "Ada" },
    });
    expect(calls.after).toHaveLength(0);
  });
});
