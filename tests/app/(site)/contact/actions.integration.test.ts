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

/** Success, with the enquiry's reference the page shows at once (a held post gets one too). */
const SENT = { ok: true, reference: expect.stringMatching(/^KX-[0-9A-F]{8}$/) };
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

process.env.TRUSTED_PROXY_HOPS = "1";
const { mintFormStart } = await import("@/lib/leads/form-start");

/** The form as the browser posts it: with a start stamp made a minute earlier, at a person's pace. */
const stamped = (fields: Record<string, string>) =>
  form({ form_started: mintFormStart("contact", Date.now() - 60_000)!, ...fields });

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
  // The shared untimed count spans clients: each test starts it afresh.
  await client(target, "service").from("form_rate_limits").delete().like("form", "%untimed");
});

afterAll(async () => {
  await local?.close();
});

describe("submitContactAction", () => {
  it("stores a valid submission exactly once, trimmed", async () => {
    asNewClient();
    const result = await submitContactAction(
      null,
      stamped({
        name: "  Priya Raman ",
        email: " priya@example.com ",
        message: " We need a new online store. ",
        company_website: "",
      }),
    );
    expect(result).toEqual(SENT);
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
      const result = await submitContactAction(null, stamped(values));
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
    // Both answers carry the one stored row's reference.
    const first = await submitContactAction(null, stamped({ ...retried, submission_key: key }));
    const again = await submitContactAction(null, stamped({ ...retried, submission_key: key }));
    expect(first).toEqual(SENT);
    expect(again).toEqual(first);
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

  it("gives each enquiry a reference of its own, whatever key the sender picked", async () => {
    // A key chosen to copy someone's reference must not file a second enquiry under it.
    asNewClient();
    const keys = ["3f1c9a52-0000-4000-8000-000000000001", "3f1c9a52-0000-4000-8000-000000000002"];
    const answers = [];
    for (const submission_key of keys)
      answers.push(await submitContactAction(null, stamped({ ...valid, submission_key })));
    const references = answers.map((answer) => (answer as { reference?: string }).reference);
    expect(references).toEqual([SENT.reference, SENT.reference]);
    expect(new Set(references).size).toBe(2);
    expect(references).not.toContain("KX-3F1C9A52");
  });

  it("stores each message with its own key, and each post without a key (no JavaScript)", async () => {
    asNewClient();
    const keys = ["0a5e2d4c-1b3f-4e6a-8d7c-9f0b1a2c3d4e", "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e"];
    for (const submission_key of keys)
      expect(await submitContactAction(null, stamped({ ...valid, submission_key }))).toEqual(SENT);
    expect(await submitContactAction(null, stamped(valid))).toEqual(SENT);
    expect(await submitContactAction(null, stamped(valid))).toEqual(SENT);
    expect(await storedSubmissions()).toEqual([valid, valid, valid, valid]);
  });

  it("stores a message whose key is not a UUID, without the key", async () => {
    asNewClient();
    for (const submission_key of ["not-a-key", "' or 1=1 --", "x".repeat(5000)])
      expect(await submitContactAction(null, stamped({ ...valid, submission_key }))).toEqual(SENT);
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
    const result = await submitContactAction(null, stamped({}));
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
      stamped({ ...valid, company_website: "https://spam.example" }),
    );
    expect(result).toEqual(SENT);
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
    asNewClient();
    expect(
      await submitContactAction(
        null,
        stamped({ ...valid, form_started: mintFormStart("contact")! }),
      ),
    ).toEqual(SENT);
    const slow = { ...valid, message: "A message typed at a person's pace." };
    expect(
      await submitContactAction(
        null,
        stamped({ ...slow, form_started: mintFormStart("contact", Date.now() - 60_000)! }),
      ),
    ).toEqual(SENT);
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
      stamped({
        ...valid,
        visit_page:
          "/services/ai-automation?utm_source=newsletter&utm_campaign=nov&utm_term=%3Cscript%3E",
        visit_referrer: "https://mail.example.com/inbox/42?token=secret",
        sent_from: "/contact",
      }),
    );
    expect(result).toEqual(SENT);
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

  /** The rows stored so far, oldest first, with whether each was held and why. */
  async function storedHolds() {
    const { data, error } = await client(target, "service")
      .from("form_submissions")
      .select("message, spam_reason")
      .order("created_at");
    if (error) throw error;
    return data;
  }

  async function queuedFor(messages: string[]) {
    const { data } = await client(target, "service")
      .from("notification_outbox")
      .select("channel, payload")
      .in("payload->>message", messages);
    return data ?? [];
  }

  it("holds the 6th submission from one client within 10 minutes: stored apart, answered the same, nothing sent", async () => {
    asNewClient();
    for (let i = 1; i <= 5; i += 1) {
      expect(
        await submitContactAction(
          null,
          stamped({ ...valid, message: `Enquiry number ${i} about a store.` }),
        ),
      ).toEqual(SENT);
    }
    const sixth = { ...valid, message: "Enquiry number 6 about a store." };
    expect(await submitContactAction(null, stamped(sixth))).toEqual(SENT);
    const rows = await storedHolds();
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.spam_reason)).toEqual([
      null,
      null,
      null,
      null,
      null,
      "over-limit",
    ]);
    expect(await queuedFor([sixth.message])).toEqual([]);

    // Another client is not affected.
    asNewClient();
    expect(await submitContactAction(null, stamped(valid))).toEqual(SENT);
    expect((await storedHolds()).at(-1)).toEqual({ message: valid.message, spam_reason: null });
  });

  it("holds the 6th even when each post forges a new first X-Forwarded-For entry", async () => {
    asNewClient();
    for (let i = 1; i <= 6; i += 1) {
      forgeFirstEntry(`203.0.113.${i}`);
      expect(
        await submitContactAction(
          null,
          stamped({ ...valid, message: `Forged enquiry ${i} about a store.` }),
        ),
      ).toEqual(SENT);
    }
    expect((await storedHolds()).map((row) => row.spam_reason)).toEqual([
      ...Array(5).fill(null),
      "over-limit",
    ]);
  });

  it("holds one limit across server instances: 3 posts on each, the 6th is held by the shared count", async () => {
    const instances = [submitContactAction, await anotherInstance()];
    asNewClient();
    for (let i = 0; i < 6; i += 1) {
      const send = instances[i % 2]!;
      expect(
        await send(
          null,
          stamped({ ...valid, message: `Enquiry number ${i + 1} from two places.` }),
        ),
      ).toEqual(SENT);
    }
    expect((await storedHolds()).map((row) => row.spam_reason)).toEqual([
      ...Array(5).fill(null),
      "over-limit",
    ]);
  });

  it("with no proxy to vouch for an address, 20 posts each forging X-Forwarded-For store 20 rows, at most 5 live", async () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const send = await anotherInstance();
    try {
      const messages = Array.from({ length: 20 }, (_, i) => `Rotating sender number ${i + 1}.`);
      for (const [i, message] of messages.entries()) {
        request.headers = new Headers({ "x-forwarded-for": `198.51.100.${i + 1}` });
        expect(await send(null, stamped({ ...valid, message }))).toEqual(SENT);
      }
      const rows = await storedHolds();
      expect(rows).toHaveLength(20);
      expect(rows.filter((row) => row.spam_reason === null)).toHaveLength(5);
      expect(rows.filter((row) => row.spam_reason === "over-limit")).toHaveLength(15);
      // Nothing goes to staff, webhook or the sender for a held post.
      expect(await queuedFor(messages.slice(5))).toEqual([]);
    } finally {
      process.env.TRUSTED_PROXY_HOPS = "1";
    }
  });

  it("counts a start stamp once: the same stamp posted again is untimed, and untimed posts share one count", async () => {
    const send = await anotherInstance();
    const stamp = mintFormStart("contact", Date.now() - 4_000)!;
    for (let i = 1; i <= 7; i += 1) {
      asNewClient();
      expect(
        await send(null, form({ ...valid, message: `Replayed stamp ${i}.`, form_started: stamp })),
      ).toEqual(SENT);
    }
    // The first use is timed; the six replays are untimed, and past five untimed the rest wait.
    expect((await storedHolds()).map((row) => row.spam_reason)).toEqual([
      ...Array(6).fill(null),
      "over-limit",
    ]);
  });

  it("times a stamp only on the form it was made for", async () => {
    const send = await anotherInstance();
    asNewClient();
    const forReviews = mintFormStart("review")!;
    expect(await send(null, form({ ...valid, form_started: forReviews }))).toEqual(SENT);
    // Made a moment ago, so on its own form it would be too fast: here it proves nothing.
    expect(await storedHolds()).toEqual([{ message: valid.message, spam_reason: null }]);
  });

  it("stores the submission and logs when the shared count cannot be made (fails open)", async () => {
    asNewClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const revoke =
      "revoke execute on function public.consume_form_rate_limit(text, text, integer, integer) from service_role";
    await local.db.transaction((tx) => tx.query(revoke));
    try {
      expect(await submitContactAction(null, stamped(valid))).toEqual(SENT);
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
      expect(await submitContactAction(null, stamped({ ...valid, name: "" }))).toMatchObject({
        ok: false,
      });
    }
    expect(await submitContactAction(null, stamped(valid))).toEqual(SENT);
  });

  it("answers with the generic failure, logs the backend's message and keeps the values when the backend fails", async () => {
    asNewClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "not-a-valid-key";
    process.env.SUPABASE_SECRET_KEY = "not-a-valid-key";
    try {
      const result = await submitContactAction(null, stamped(valid));
      expect(result).toEqual({
        ok: false,
        message: "Submission failed. Please try again.",
        values: valid,
      });
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = url;
      process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
      process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
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
      const result = await submitContactAction(null, stamped(valid));
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
