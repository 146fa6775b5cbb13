/**
 * The contact form's server action against a fresh embedded backend, through the real data
 * layer and supabase-js. Only Next's request APIs are replaced: `headers()` (so each test is its
 * own client for the rate limiter) and `next/cache`. A second server instance is the same action
 * imported afresh: its own in-memory limiter, the same database.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { form } from "../../../support/form-data";
import {
  client,
  embeddedTarget,
  startTestSupabase,
  type Target,
} from "../../../support/local-supabase";

const request = vi.hoisted(() => ({ headers: new Headers() }));
// after() needs Next's request scope: here the task runs once the action has answered.
vi.mock("next/server", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
vi.mock("next/cache", () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: vi.fn(),
}));

const { submitContactAction } = await import("@/app/(site)/contact/actions");

let local: LocalSupabase;
let target: Target;
let clientCount = 0;

/**
 * A new client address, so the rate limit of one test never spills into another. The address is
 * the right-most entry, as Next or a proxy appends it; what comes before is the client's own say.
 */
function asNewClient(forgedFirstEntry = "192.0.2.1") {
  clientCount += 1;
  request.headers = new Headers({
    "x-forwarded-for": `${forgedFirstEntry}, 198.51.100.${clientCount}`,
  });
}

function forgeFirstEntry(forged: string) {
  const real = request.headers.get("x-forwarded-for")!.split(",").at(-1)!.trim();
  request.headers = new Headers({ "x-forwarded-for": `${forged}, ${real}` });
}

/** The action as another server instance runs it: a fresh module graph, so a fresh memory. */
async function anotherInstance(): Promise<typeof submitContactAction> {
  vi.resetModules();
  return (await import("@/app/(site)/contact/actions")).submitContactAction;
}

async function storedSubmissions() {
  const { data, error } = await client(target, "service")
    .from("form_submissions")
    .select("name, email, message")
    .order("created_at");
  if (error) throw error;
  return data;
}

const valid = {
  name: "Priya Raman",
  email: "priya@example.com",
  message: "We need a new online store.",
};

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  // As `npm start` and a deployment have it: every instance derives the same client keys from it.
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
}, 60_000);

afterEach(async () => {
  vi.restoreAllMocks();
  await client(target, "service").from("form_submissions").delete().not("id", "is", null);
});

afterAll(async () => {
  await local?.close();
});

describe("submitContactAction", () => {
  it("stores a valid submission exactly once, trimmed", async () => {
    asNewClient();
    const result = await submitContactAction(
      null,
      form({
        name: "  Priya Raman ",
        email: " priya@example.com ",
        message: " We need a new online store. ",
        company_website: "",
      }),
    );
    expect(result).toEqual({ ok: true });
    expect(await storedSubmissions()).toEqual([valid]);
  });

  it.each([
    ["a short name", { name: "P" }, { name: ["Name must be at least 2 characters."] }],
    [
      "an invalid email",
      { email: "priya@example" },
      { email: ["Please enter a valid email address."] },
    ],
    [
      "a short message",
      { message: "Too short" },
      { message: ["Message must be at least 10 characters."] },
    ],
    [
      "a name over 100 characters",
      { name: "a".repeat(101) },
      { name: ["Name must be at most 100 characters."] },
    ],
    [
      "an email over 254 characters",
      { email: `${"a".repeat(250)}@b.co` },
      { email: ["Email must be at most 254 characters."] },
    ],
    [
      "a message over 5000 characters",
      { message: "x".repeat(200_000) },
      { message: ["Message must be at most 5000 characters."] },
    ],
    [
      "an empty form",
      { name: "", email: "", message: "" },
      {
        name: ["Name must be at least 2 characters."],
        email: ["Please enter a valid email address."],
        message: ["Message must be at least 10 characters."],
      },
    ],
  ])(
    "stores nothing for %s and says why, keeping the values",
    async (_case, change, fieldErrors) => {
      asNewClient();
      const values = { ...valid, ...change };
      const result = await submitContactAction(null, form(values));
      expect(result).toEqual({
        ok: false,
        message: "Submission failed. Please try again.",
        fieldErrors,
        values,
      });
      expect(await storedSubmissions()).toEqual([]);
    },
  );

  it("stores a message retried with the same submission key once, and answers success to both", async () => {
    // The retry after an answer lost on the way back: the row and its staff notification exist.
    asNewClient();
    const key = "3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a13";
    const retried = { ...valid, message: "Sent once, answered twice: the first answer was lost." };
    expect(await submitContactAction(null, form({ ...retried, submission_key: key }))).toEqual({
      ok: true,
    });
    expect(await submitContactAction(null, form({ ...retried, submission_key: key }))).toEqual({
      ok: true,
    });
    expect(await storedSubmissions()).toEqual([retried]);
    const { data: outbox, error } = await client(target, "service")
      .from("notification_outbox")
      .select("payload")
      .eq("kind", "submission");
    if (error) throw error;
    const notifications = outbox.filter(
      (row) => (row.payload as { message?: string }).message === retried.message,
    );
    expect(notifications).toHaveLength(1);
  });

  it("stores each message with its own key, and each post without a key (no JavaScript)", async () => {
    asNewClient();
    const keys = ["0a5e2d4c-1b3f-4e6a-8d7c-9f0b1a2c3d4e", "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e"];
    for (const submission_key of keys)
      expect(await submitContactAction(null, form({ ...valid, submission_key }))).toEqual({
        ok: true,
      });
    expect(await submitContactAction(null, form(valid))).toEqual({ ok: true });
    expect(await submitContactAction(null, form(valid))).toEqual({ ok: true });
    expect(await storedSubmissions()).toEqual([valid, valid, valid, valid]);
  });

  it("stores a message whose key is not a UUID, without the key", async () => {
    asNewClient();
    for (const submission_key of ["not-a-key", "' or 1=1 --", "x".repeat(5000)])
      expect(await submitContactAction(null, form({ ...valid, submission_key }))).toEqual({
        ok: true,
      });
    const { data } = await client(target, "service")
      .from("form_submissions")
      .select("submission_key");
    expect(data).toEqual([
      { submission_key: null },
      { submission_key: null },
      { submission_key: null },
    ]);
  });

  it("stores nothing when fields are missing altogether", async () => {
    asNewClient();
    const result = await submitContactAction(null, form({}));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        name: expect.any(Array),
        email: expect.any(Array),
        message: expect.any(Array),
      },
    });
    expect(await storedSubmissions()).toEqual([]);
  });

  it("answers a call without form data with a result, not an exception", async () => {
    asNewClient();
    const result = await submitContactAction(null, "not a form" as unknown as FormData);
    expect(result).toEqual({ ok: false, message: "Submission failed. Please try again." });
    expect(await storedSubmissions()).toEqual([]);
  });

  it("keeps a bot's post as spam: the same success, stored apart, nothing queued for anyone", async () => {
    asNewClient();
    const result = await submitContactAction(
      null,
      form({ ...valid, company_website: "https://spam.example" }),
    );
    expect(result).toEqual({ ok: true });
    const service = client(target, "service");
    const { data: rows } = await service.from("form_submissions").select("id, spam_reason");
    expect(rows).toEqual([{ id: expect.any(String), spam_reason: "honeypot" }]);
    const { data: queued } = await service
      .from("notification_outbox")
      .select("id")
      .eq("source_id", rows![0]!.id);
    expect(queued).toEqual([]);
  });

  it("keeps a post sent faster than a person can type as spam, and a person's pace as an enquiry", async () => {
    const { mintFormStart } = await import("@/lib/leads/form-start");
    asNewClient();
    expect(
      await submitContactAction(null, form({ ...valid, form_started: mintFormStart()! })),
    ).toEqual({ ok: true });
    const slow = { ...valid, message: "A message typed at a person's pace." };
    expect(
      await submitContactAction(
        null,
        form({ ...slow, form_started: mintFormStart(Date.now() - 60_000)! }),
      ),
    ).toEqual({ ok: true });
    const { data } = await client(target, "service")
      .from("form_submissions")
      .select("message, spam_reason")
      .order("created_at");
    expect(data).toEqual([
      { message: valid.message, spam_reason: "too-fast" },
      { message: slow.message, spam_reason: null },
    ]);
  });

  it("stores where the visit came from, and drops a hostile tag without refusing the enquiry", async () => {
    asNewClient();
    const result = await submitContactAction(
      null,
      form({
        ...valid,
        visit_page:
          "/services/ai-automation?utm_source=newsletter&utm_campaign=nov&utm_term=%3Cscript%3E",
        visit_referrer: "https://mail.example.com/inbox/42?token=secret",
        sent_from: "/contact",
      }),
    );
    expect(result).toEqual({ ok: true });
    const { data } = await client(target, "service")
      .from("form_submissions")
      .select(
        "source, landing_page, referrer_origin, utm_source, utm_medium, utm_campaign, utm_term, utm_content, sent_from",
      );
    expect(data).toEqual([
      {
        source: "newsletter",
        landing_page: "/services/ai-automation",
        referrer_origin: "https://mail.example.com",
        utm_source: "newsletter",
        utm_medium: null,
        utm_campaign: "nov",
        utm_term: null,
        utm_content: null,
        sent_from: "/contact",
      },
    ]);
  });

  it("refuses the 6th submission from one client within 10 minutes", async () => {
    asNewClient();
    for (let i = 1; i <= 5; i += 1) {
      expect(
        await submitContactAction(
          null,
          form({ ...valid, message: `Enquiry number ${i} about a store.` }),
        ),
      ).toEqual({
        ok: true,
      });
    }
    const sixth = { ...valid, message: "Enquiry number 6 about a store." };
    expect(await submitContactAction(null, form(sixth))).toEqual({
      ok: false,
      message: "Too many submissions. Please try again in a few minutes.",
      values: sixth,
    });
    expect(await storedSubmissions()).toHaveLength(5);

    // Another client is not affected.
    asNewClient();
    expect(await submitContactAction(null, form(valid))).toEqual({ ok: true });
    expect(await storedSubmissions()).toHaveLength(6);
  });

  it("refuses the 6th even when each post forges a new first X-Forwarded-For entry", async () => {
    asNewClient();
    const results = [];
    for (let i = 1; i <= 6; i += 1) {
      forgeFirstEntry(`203.0.113.${i}`);
      results.push(
        await submitContactAction(
          null,
          form({ ...valid, message: `Forged enquiry ${i} about a store.` }),
        ),
      );
    }
    expect(results.map((result) => result?.ok)).toEqual([true, true, true, true, true, false]);
    expect(await storedSubmissions()).toHaveLength(5);
  });

  it("holds one limit across server instances: 3 posts on each, the 6th is refused by the shared count", async () => {
    const instances = [submitContactAction, await anotherInstance()];
    asNewClient();
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      const send = instances[i % 2]!;
      results.push(
        await send(null, form({ ...valid, message: `Enquiry number ${i + 1} from two places.` })),
      );
    }
    expect(results.map((result) => result?.ok)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toMatchObject({
      message: "Too many submissions. Please try again in a few minutes.",
    });
    expect(await storedSubmissions()).toHaveLength(5);
  });

  it("stores the submission and logs when the shared count cannot be made (fails open)", async () => {
    asNewClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const revoke =
      "revoke execute on function public.consume_form_rate_limit(text, text, integer, integer) from anon";
    await local.db.transaction((tx) => tx.query(revoke));
    try {
      expect(await submitContactAction(null, form(valid))).toEqual({ ok: true });
    } finally {
      await local.db.transaction((tx) =>
        tx.query(revoke.replace("revoke", "grant").replace(" from ", " to ")),
      );
    }
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Rate limit of contact not checked: /),
      expect.anything(),
    );
    expect(await storedSubmissions()).toEqual([valid]);
  });

  it("does not count invalid attempts against the limit", async () => {
    asNewClient();
    for (let i = 0; i < 6; i += 1) {
      expect(await submitContactAction(null, form({ ...valid, name: "" }))).toMatchObject({
        ok: false,
      });
    }
    expect(await submitContactAction(null, form(valid))).toEqual({ ok: true });
  });

  it("answers with the generic failure, logs the backend's message and keeps the values when the backend fails", async () => {
    asNewClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "not-a-valid-key";
    try {
      const result = await submitContactAction(null, form(valid));
      expect(result).toEqual({
        ok: false,
        message: "Submission failed. Please try again.",
        values: valid,
      });
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = url;
      process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
    }
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Contact submission not stored: .+/),
      expect.anything(),
    );
    expect(await storedSubmissions()).toEqual([]);
  });

  it("fails the same way when the backend cannot be reached at all", async () => {
    asNewClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.NEXT_PUBLIC_SUPABASE_URL = "http://127.0.0.1:9";
    try {
      const result = await submitContactAction(null, form(valid));
      expect(result).toEqual({
        ok: false,
        message: "Submission failed. Please try again.",
        values: valid,
      });
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
    }
    expect(logged).toHaveBeenCalled();
  });
});
