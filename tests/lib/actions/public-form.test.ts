/**
 * The public forms' wrapper alone, with the shared rate-limit count, the staff e-mail and Next's
 * request APIs replaced: each step answers with a result in its order (size guard, schema, rate
 * limit, write), and what is stored beside the fields (spam signs, where the visit came from). tests/app/(site)/contact/actions.integration.test.ts and
 * tests/app/(site)/reviews/actions.integration.test.ts run the forms' actions against a backend.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { FormMeta } from "@/lib/leads/form-meta";
import { SUBMISSION_FAILED_MESSAGE } from "@/lib/schemas/form-fields";
import { z } from "@/lib/schemas/zod";
import type { DataResult } from "@/lib/supabase/result";

import { form } from "../../support/form-data";

type SharedAnswer = "allowed" | "refused" | "unavailable";
const calls = vi.hoisted(() => ({
  shared: "allowed" as SharedAnswer,
  /** The count of held posts every sender shares. */
  held: "allowed" as SharedAnswer,
  after: [] as (() => unknown)[],
  headers: new Headers(),
}));
vi.mock("next/server", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  after: (task: () => unknown) => void calls.after.push(task),
}));
vi.mock("next/headers", () => ({ headers: async () => calls.headers }));
vi.mock("@/lib/data/rate-limits", () => ({
  consumeSharedFormRateLimit: async ({
    form: name,
  }: {
    form: string;
  }): Promise<DataResult<"allowed" | "refused">> => {
    const answer = name.endsWith("-held") ? calls.held : calls.shared;
    return answer === "unavailable"
      ? { ok: false, error: { kind: "failed" } }
      : { ok: true, data: answer };
  },
}));
vi.mock("@/lib/notifications/deliver", () => ({ deliverStaffNotifications: vi.fn() }));

process.env.RATE_LIMIT_SECRET = "a test signing secret";
// The per-instance count in memory stays out of the way; the shared one is the mock above.
process.env.FORM_RATE_LIMIT_MAX = "10000";
process.env.NEXT_PUBLIC_SITE_URL = "https://kalpix.example";
const { handlePublicForm } = await import("@/lib/actions/public-form");
const { mintFormStart } = await import("@/lib/leads/form-start");

const NO_ORIGIN = {
  landing_page: null,
  referrer_origin: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  sent_from: null,
};

const fields = ["name"] as const;

/** A one-field form under the contact form's name (the stamp is made for it). */
function testForm(
  store = vi.fn(
    async (_input: unknown, _meta: FormMeta): Promise<DataResult<{ id: string } | undefined>> => ({
      ok: true,
      data: undefined,
    }),
  ),
) {
  return {
    store,
    form: {
      name: "contact" as const,
      fields,
      sizeLimits: { name: { max: 10, maxMessage: "Too long." } },
      schema: z.object({ name: z.string().trim().min(2, { error: "Too short." }) }),
      freeText: "name" as const,
      store,
    },
  };
}

beforeEach(() => {
  calls.shared = "allowed";
  calls.held = "allowed";
  calls.after = [];
  calls.headers = new Headers();
});

describe("handlePublicForm", () => {
  it("stores valid input with its submission key, then sends the staff e-mail after answering", async () => {
    const { form: spec, store } = testForm();
    const key = crypto.randomUUID();
    await expect(
      handlePublicForm(form({ name: " Ada ", submission_key: key }), spec),
    ).resolves.toEqual({ ok: true });
    expect(store).toHaveBeenCalledWith(
      { name: "Ada" },
      { submissionKey: key, spamReason: null, origin: NO_ORIGIN },
    );
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

  it("stores a post that fills the honeypot as spam, answers success and notifies nobody", async () => {
    const { form: spec, store } = testForm();
    await expect(
      handlePublicForm(form({ name: "Ada", company_website: "spam" }), spec),
    ).resolves.toEqual({ ok: true });
    expect(store).toHaveBeenCalledWith(
      { name: "Ada" },
      expect.objectContaining({ spamReason: "honeypot" }),
    );
    expect(calls.after).toHaveLength(0);
  });

  it("judges the time from a genuine start stamp: too fast is spam, a person's pace is not", async () => {
    const { form: spec, store } = testForm();
    const sent = async (stamp: string) => {
      await handlePublicForm(form({ name: "Ada", form_started: stamp }), spec);
      return store.mock.calls.at(-1)?.[1];
    };
    expect(await sent(mintFormStart("contact")!)).toMatchObject({ spamReason: "too-fast" });
    expect(await sent(mintFormStart("contact", Date.now() - 5_000)!)).toMatchObject({
      spamReason: null,
    });
    // A forged or mangled stamp, or one made for the other form, proves nothing either way.
    const [, at, nonce] = mintFormStart("contact")!.split(".");
    expect(await sent(`contact.${at}.${nonce}.forged`)).toMatchObject({ spamReason: null });
    expect(await sent(mintFormStart("review")!)).toMatchObject({ spamReason: null });
    expect(await sent("garbage")).toMatchObject({ spamReason: null });
  });

  it("answers with the stored enquiry's reference, so the page can show it", async () => {
    const { form: spec } = testForm(
      vi.fn(async () => ({
        ok: true as const,
        data: { id: "1a2b3c4d-0000-4000-8000-000000000000" },
      })),
    );
    expect(await handlePublicForm(form({ name: "Ada" }), spec)).toEqual({
      ok: true,
      reference: "KX-1A2B3C4D",
    });
  });

  it("stores a text that is mostly links as spam", async () => {
    const { form: spec, store } = testForm();
    await handlePublicForm(form({ name: "www.x.io" }), spec);
    expect(store.mock.calls[0]?.[1]).toMatchObject({ spamReason: "links" });
  });

  it("records the visit the browser sent, and drops hostile values without refusing the post", async () => {
    const { form: spec, store } = testForm();
    const result = await handlePublicForm(
      form({
        name: "Ada",
        visit_page: "/services/ai-automation?utm_source=newsletter&utm_campaign=<script>&gclid=abc",
        visit_referrer: "https://www.google.com/search?q=private+words",
        sent_from: "/contact",
      }),
      spec,
    );
    expect(result).toEqual({ ok: true });
    expect(store.mock.calls[0]?.[1]).toMatchObject({
      origin: {
        ...NO_ORIGIN,
        landing_page: "/services/ai-automation",
        referrer_origin: "https://www.google.com",
        utm_source: "newsletter",
        sent_from: "/contact",
      },
    });
  });

  it("falls back to the post's Referer without JavaScript", async () => {
    const { form: spec, store } = testForm();
    calls.headers = new Headers({
      host: "kalpix.example",
      referer: "https://kalpix.example/contact?utm_source=flyer&utm_medium=print",
    });
    await handlePublicForm(form({ name: "Ada" }), spec);
    expect(store.mock.calls[0]?.[1]).toMatchObject({
      origin: {
        ...NO_ORIGIN,
        landing_page: "/contact",
        utm_source: "flyer",
        utm_medium: "print",
        sent_from: "/contact",
      },
    });
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

  it("over the shared count, stores the post held as over-limit and answers as ever; goes on when it cannot count", async () => {
    const { form: spec, store } = testForm();
    calls.shared = "refused";
    await expect(handlePublicForm(form({ name: "Ada" }), spec)).resolves.toEqual({ ok: true });
    expect(store.mock.calls[0]?.[1]).toMatchObject({ spamReason: "over-limit" });
    expect(calls.after).toHaveLength(0);
    calls.shared = "unavailable";
    await expect(handlePublicForm(form({ name: "Ada" }), spec)).resolves.toEqual({ ok: true });
    expect(store.mock.calls[1]?.[1]).toMatchObject({ spamReason: null });
  });

  it("past the ceiling of bot posts, refuses a bot's with the values kept; a person's post held or clean still goes", async () => {
    const { form: spec, store } = testForm();
    calls.held = "refused";
    await expect(
      handlePublicForm(form({ name: "Ada", company_website: "spam" }), spec),
    ).resolves.toEqual({ ok: false, message: SUBMISSION_FAILED_MESSAGE, values: { name: "Ada" } });
    expect(store).not.toHaveBeenCalled();
    // Bots filling the ceiling never refuse a person held by the shared count, or a clean post.
    calls.shared = "refused";
    await expect(handlePublicForm(form({ name: "Ada" }), spec)).resolves.toEqual({ ok: true });
    expect(store.mock.calls[0]?.[1]).toMatchObject({ spamReason: "over-limit" });
    calls.shared = "allowed";
    await expect(handlePublicForm(form({ name: "Ada" }), spec)).resolves.toEqual({ ok: true });
    expect(store.mock.calls[1]?.[1]).toMatchObject({ spamReason: null });
    // A fault in the count lets bot posts through to Spam, as every other limit does.
    calls.held = "unavailable";
    await expect(
      handlePublicForm(form({ name: "Ada", company_website: "spam" }), spec),
    ).resolves.toEqual({ ok: true });
    expect(store.mock.calls[2]?.[1]).toMatchObject({ spamReason: "honeypot" });
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
