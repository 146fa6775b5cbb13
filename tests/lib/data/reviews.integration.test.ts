/**
 * The public review reads and the write functions against a fresh embedded backend (seeded with
 * five approved and two pending reviews). `next/cache` is replaced: outside Next there is no
 * data cache, and the test checks how the read is registered with it instead.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dataOf } from "../../support/data-result";
import {
  client,
  embeddedTarget,
  startTestSupabase,
  type Target,
} from "../../support/local-supabase";

const cached = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock("next/cache", () => ({
  unstable_cache: <T>(fn: T, ...options: unknown[]) => {
    cached.calls.push([fn, ...options]);
    return fn;
  },
  revalidateTag: vi.fn(),
}));

const { revalidateTag } = await import("next/cache");
const { createReview, getApprovedReviews, getReviewSummary, revalidatePublicReviews } =
  await import("@/lib/data/reviews");
const { createSubmission } = await import("@/lib/data/submissions");
const { reviewConsent } = await import("@/lib/privacy/review-consent");

const FAILED = { ok: false, error: { kind: "failed" } };
const PUBLIC_TAGS = ["reviews:public", "reviews:public:settle-5s", "reviews:public:settle-30s"];

let local: LocalSupabase;
let target: Target;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
});

afterAll(async () => {
  await local?.close();
});

describe("public review reads", () => {
  it("are cached by Next under the public reviews tag", () => {
    expect(cached.calls).toEqual([
      [expect.any(Function), ["review-summary"], { tags: PUBLIC_TAGS, revalidate: 3600 }],
      [expect.any(Function), ["approved-reviews"], { tags: PUBLIC_TAGS, revalidate: 3600 }],
    ]);
  });

  it("count and average every published review, whatever a page lists", async () => {
    const summary = dataOf(await getReviewSummary());
    const all = dataOf(await getApprovedReviews());
    expect(summary.count).toBe(all.length);
    expect(summary.average).toBeCloseTo(
      all.reduce((sum, review) => sum + review.rating, 0) / all.length,
    );
    expect(dataOf(await getApprovedReviews({ limit: 2 }))).toHaveLength(2);
  });

  it("list every approved review, newest first, and no pending one", async () => {
    const reviews = dataOf(await getApprovedReviews());
    expect(reviews.map((review) => review.name)).toEqual([
      "Priya Raman",
      "James Whitaker",
      "Aisha Al Mansoori",
      "Daniel Tan",
      "Sophie Carter",
    ]);
    expect(reviews.every((review) => review.approved)).toBe(true);
    expect(Object.keys(reviews[0] ?? {}).sort()).toEqual([
      "approved",
      "comment",
      "created_at",
      "id",
      "name",
      "project",
      "rating",
      "reply",
      "verified",
    ]);
  });

  it("give the home section the 4 newest", async () => {
    const reviews = dataOf(await getApprovedReviews({ limit: 4 }));
    expect(reviews.map((review) => review.name)).toEqual([
      "Priya Raman",
      "James Whitaker",
      "Aisha Al Mansoori",
      "Daniel Tan",
    ]);
  });

  it("ignore a nonsensical limit", async () => {
    expect(dataOf(await getApprovedReviews({ limit: 0 }))).toHaveLength(5);
    expect(dataOf(await getApprovedReviews({ limit: 2.5 }))).toHaveLength(5);
  });

  it("answer a failure and log when the backend fails, so the home section hides", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "not-a-valid-key";
    process.env.SUPABASE_SECRET_KEY = "not-a-valid-key";
    expect(await getApprovedReviews({ limit: 4 })).toStrictEqual(FAILED);
    expect(logged).toHaveBeenCalledWith("Could not load approved reviews:", expect.any(Error));
  });

  it("answer a failure and log without any backend settings (a build with none)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    expect(await getApprovedReviews()).toStrictEqual(FAILED);
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/supabaseUrl is required/);
  });
});

describe("writes", () => {
  it("store a review unapproved and a submission, reading nothing back", async () => {
    expect(
      await createReview({ name: "Data Layer", rating: 5, comment: "Stored through lib/data." }),
    ).toStrictEqual({ ok: true, data: undefined });
    expect(
      await createSubmission({
        name: "Data Layer",
        email: "data@example.com",
        message: "Stored through lib/data.",
      }),
    ).toStrictEqual({ ok: true, data: { id: expect.any(String) } });
    const service = client(target, "service");
    const reviews = await service
      .from("reviews")
      .select("rating, approved")
      .eq("name", "Data Layer");
    const submissions = await service
      .from("form_submissions")
      .select("email")
      .eq("name", "Data Layer");
    expect(reviews.data).toEqual([{ rating: 5, approved: false }]);
    expect(submissions.data).toEqual([{ email: "data@example.com" }]);
  });

  it("record the consent the visitor was shown, its time set by the database", async () => {
    const before = Date.now();
    dataOf(await createReview({ name: "Consenting", rating: 4, comment: "Stored with consent." }));
    const { data } = await client(target, "service")
      .from("reviews")
      .select("consent_version, consented_at")
      .eq("name", "Consenting")
      .single();
    expect(data?.consent_version).toBe(reviewConsent.version);
    expect(Date.parse(data?.consented_at ?? "")).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(data?.consented_at ?? "")).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("leave the database's constraints as the last line, and report failure without details", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      await createReview({ name: "Bad Rating", rating: 9, comment: "Bypassing the schema." }),
    ).toStrictEqual(FAILED);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("Review not stored:"), {
      code: "23514",
    });
  });
});

describe("revalidatePublicReviews", () => {
  it("expires the public reviews tag at once, and what is stored in the next 5 and 30 s later", () => {
    revalidatePublicReviews();
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ["reviews:public", { expire: 0 }],
      ["reviews:public:settle-5s", { expire: 5 }],
      ["reviews:public:settle-30s", { expire: 30 }],
    ]);
  });
});
