/**
 * The review form's server action against a fresh embedded backend, through the real data layer
 * and supabase-js. Only Next's request APIs are replaced: `headers()` (so each test is its own
 * client for the rate limiter) and `next/cache`.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dataOf } from "../../../support/data-result";
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

process.env.TRUSTED_PROXY_HOPS = "1";
const { mintFormStart } = await import("@/lib/leads/form-start");

/** The form as the browser posts it: with a start stamp made a minute earlier, at a person's pace. */
const stamped = (fields: Record<string, string>) =>
  form({ form_started: mintFormStart("review", Date.now() - 60_000)!, ...fields });

const { submitReviewAction } = await import("@/app/(site)/reviews/actions");
const { getApprovedReviews } = await import("@/lib/data/reviews");
const { revalidateTag } = await import("next/cache");

let local: LocalSupabase;
let target: Target;
let clientCount = 0;
const MARK = "Reviewer";

function asNewClient() {
  clientCount += 1;
  request.headers = new Headers({ "x-forwarded-for": `2001:db8:${clientCount}::1` });
}

/** Reviews stored by these tests (the seed's are left alone), read with the service key. */
async function storedReviews() {
  const { data, error } = await client(target, "service")
    .from("reviews")
    .select("name, rating, comment, approved")
    .like("name", `%${MARK}%`)
    .order("created_at");
  if (error) throw error;
  return data;
}

const valid = { name: `Jo ${MARK}`, rating: "4", comment: "Clear scope and weekly demos." };

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
}, 60_000);

afterEach(async () => {
  vi.restoreAllMocks();
  await client(target, "service").from("reviews").delete().like("name", `%${MARK}%`);
});

afterAll(async () => {
  await local?.close();
});

describe("submitReviewAction", () => {
  it("stores a valid review exactly once, unapproved, and revalidates nothing", async () => {
    asNewClient();
    const result = await submitReviewAction(
      null,
      stamped({ ...valid, name: `  ${valid.name} `, company_website: "" }),
    );
    expect(result).toEqual({ ok: true });
    expect(await storedReviews()).toEqual([
      { name: valid.name, rating: 4, comment: valid.comment, approved: false },
    ]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("stores a review retried with the same submission key once, and answers success to both", async () => {
    asNewClient();
    const key = "c2d7e9f1-4a3b-4c5d-8e6f-7a8b9c0d1e2f";
    for (let attempt = 0; attempt < 2; attempt++)
      expect(await submitReviewAction(null, stamped({ ...valid, submission_key: key }))).toEqual({
        ok: true,
      });
    expect(await storedReviews()).toEqual([
      { name: valid.name, rating: 4, comment: valid.comment, approved: false },
    ]);
  });

  it("keeps a new review from the public until an admin approves it", async () => {
    asNewClient();
    const comment = "<script>alert(1)</script> was not run, great work.";
    expect(await submitReviewAction(null, stamped({ ...valid, comment }))).toEqual({ ok: true });

    const anon = await client(target).from("reviews").select("id").like("name", `%${MARK}%`);
    expect(anon.data).toEqual([]);
    expect(dataOf(await getApprovedReviews()).map((review) => review.name)).not.toContain(
      valid.name,
    );

    await client(target, "service")
      .from("reviews")
      .update({ approved: true })
      .like("name", `%${MARK}%`);
    const approved = dataOf(await getApprovedReviews({ limit: 4 }));
    expect(approved).toHaveLength(4);
    // Stored as typed: escaping is the renderer's job, not the database's.
    expect(approved[0]).toMatchObject({ name: valid.name, rating: 4, comment, approved: true });
  });

  it.each([
    ["a short name", { name: "J" }, { name: ["Name is required."] }],
    ["no rating (the default)", { rating: "" }, { rating: ["Please select a rating."] }],
    ["a rating of 0", { rating: "0" }, { rating: ["Please select a rating."] }],
    ["a rating of 6", { rating: "6" }, { rating: ["Rating must be a whole number from 1 to 5."] }],
    [
      "a fractional rating",
      { rating: "4.5" },
      { rating: ["Rating must be a whole number from 1 to 5."] },
    ],
    [
      "a huge rating",
      { rating: "9".repeat(400) },
      { rating: ["Rating must be a whole number from 1 to 5."] },
    ],
    [
      "a short comment",
      { comment: "Too short" },
      { comment: ["Comment must be at least 10 characters."] },
    ],
    [
      "a name over 100 characters",
      { name: `${MARK}${"a".repeat(100)}` },
      { name: ["Name must be at most 100 characters."] },
    ],
    [
      "a comment over 2000 characters",
      { comment: "x".repeat(2001) },
      { comment: ["Comment must be at most 2000 characters."] },
    ],
  ])(
    "stores nothing for %s and says why, keeping the values",
    async (_case, change, fieldErrors) => {
      asNewClient();
      const values = { ...valid, ...change };
      expect(await submitReviewAction(null, stamped(values))).toEqual({
        ok: false,
        message: "Submission failed. Please try again.",
        fieldErrors,
        values,
      });
      expect(await storedReviews()).toEqual([]);
    },
  );

  it("ignores an 'approved' field smuggled into the form", async () => {
    asNewClient();
    expect(await submitReviewAction(null, stamped({ ...valid, approved: "true" }))).toEqual({
      ok: true,
    });
    expect(await storedReviews()).toEqual([
      { name: valid.name, rating: 4, comment: valid.comment, approved: false },
    ]);
  });

  it("keeps a bot's review as spam, never published", async () => {
    asNewClient();
    expect(
      await submitReviewAction(
        null,
        stamped({ ...valid, company_website: "https://spam.example" }),
      ),
    ).toEqual({ ok: true });
    const { data } = await client(target, "service")
      .from("reviews")
      .select("name, approved, spam_reason")
      .eq("name", valid.name);
    expect(data).toEqual([{ name: valid.name, approved: false, spam_reason: "honeypot" }]);
  });

  it("holds the 6th review from one client within 10 minutes apart, never published, independently of the contact form", async () => {
    asNewClient();
    for (let i = 1; i <= 5; i += 1) {
      expect(
        await submitReviewAction(
          null,
          stamped({ ...valid, comment: `Review number ${i}, all good.` }),
        ),
      ).toEqual({ ok: true });
    }
    expect(await submitReviewAction(null, stamped(valid))).toEqual({ ok: true });
    expect(await storedReviews()).toHaveLength(6);
    const { data } = await client(target, "service")
      .from("reviews")
      .select("spam_reason, approved")
      .eq("comment", valid.comment);
    expect(data).toEqual([{ spam_reason: "over-limit", approved: false }]);
  });

  it("answers with the generic failure, logs the backend's message and keeps the values when the insert fails", async () => {
    asNewClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "not-a-valid-key";
    process.env.SUPABASE_SECRET_KEY = "not-a-valid-key";
    try {
      expect(await submitReviewAction(null, stamped(valid))).toEqual({
        ok: false,
        message: "Submission failed. Please try again.",
        values: valid,
      });
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
      process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
    }
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Review not stored: .+/),
      expect.anything(),
    );
    expect(await storedReviews()).toEqual([]);
  });
});
