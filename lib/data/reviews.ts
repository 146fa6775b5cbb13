import "server-only";

import { revalidateTag, unstable_cache } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";

import { cacheTags } from "@/lib/cache-tags";
import type { Review } from "@/lib/database-rows";
import { serverEnv } from "@/lib/env";
import { NO_FORM_META, type FormMeta } from "@/lib/leads/form-meta";
import { reviewConsent } from "@/lib/privacy/review-consent";
import type { ReviewInput } from "@/lib/schemas/review.schema";
import { createSupabasePublicClient } from "@/lib/supabase/public";

import { answer, failure, type DataResult } from "./result";
import { storeOnce } from "./store-once";

/**
 * `unstable_cache` and not `'use cache'` + `cacheTag`: the directive needs `cacheComponents` in
 * next.config, which this project does not enable, and without it Next documents `unstable_cache`
 * for reads that are not `fetch`. Its tags are also attached to the prerendered page that calls
 * it, so revalidating the tag regenerates the static home page and /reviews.
 *
 * The hourly `revalidate` is a safety net for changes made outside the app (the Supabase
 * dashboard), which call no revalidation.
 */
const REVIEW_COLUMNS = "id, created_at, name, rating, comment, approved";

/** An approved review as the pages read it: the columns they show. */
type PublicReviewRow = Omit<
  Review,
  "submission_key" | "consent_version" | "consented_at" | "spam_reason"
>;

async function fetchApprovedReviews(limit: number | null): Promise<PublicReviewRow[]> {
  // RLS shows the publishable key approved reviews only; the explicit filter states the intent
  // and lets the database use the partial index on approved reviews.
  let query = createSupabasePublicClient()
    .from("reviews")
    .select(REVIEW_COLUMNS)
    .eq("approved", true)
    .order("created_at", { ascending: false })
    // supabase-js retries failed reads for seconds: a hung backend must not stall a build or a
    // page regeneration beyond this.
    .abortSignal(AbortSignal.timeout(10_000));
  if (limit !== null) query = query.limit(limit);
  const { data, error } = await query;
  // Thrown, not returned, so a failed load is never stored in the cache: getApprovedReviews
  // turns the throw into the failure result.
  if (error) throw new Error(`Approved reviews not loaded: ${error.message} (${error.code})`);
  return data;
}

const readApprovedReviews = unstable_cache(fetchApprovedReviews, ["approved-reviews"], {
  tags: [cacheTags.publicReviews],
  revalidate: 3600,
});

/**
 * Approved reviews, newest first (`limit` for the home section). On failure it logs, and the
 * callers render no reviews (the home section stays hidden).
 */
export async function getApprovedReviews({ limit }: { limit?: number } = {}): Promise<
  DataResult<PublicReviewRow[]>
> {
  const safeLimit = limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : null;
  try {
    return answer(await readApprovedReviews(safeLimit));
  } catch (error) {
    unstable_rethrow(error);
    console.error("Could not load approved reviews:", error);
    if (serverEnv().nextPhase === "phase-production-build") {
      // Built without a reachable backend (e.g. `npm run build` with no settings): rather than
      // freezing an empty section into the static page, render this page at request time.
      await connection();
    }
    return failure();
  }
}

/**
 * Stores a review as the anonymous visitor, under RLS: insert only (approved stays at its
 * default, false), no `.select()`, so `return=minimal`. Never the service key. `submissionKey`
 * makes a retry of the same review store nothing new (see storeOnce). The form shows
 * `reviewConsent.statement`, so its version is stored with the review.
 */
export function createReview(
  input: ReviewInput,
  { submissionKey, spamReason }: FormMeta = NO_FORM_META,
): Promise<DataResult> {
  return storeOnce("Review", submissionKey, () =>
    createSupabasePublicClient().from("reviews").insert({
      name: input.name,
      rating: input.rating,
      comment: input.comment,
      submission_key: submissionKey,
      spam_reason: spamReason,
      // The database stamps consented_at itself.
      consent_version: reviewConsent.version,
    }),
  );
}

/**
 * For the admin actions after approving, unapproving or deleting a review. `expire: 0` rather
 * than the 'max' profile: a review just unapproved or deleted must not be served stale even
 * once. Works in server actions and route handlers alike (unlike `updateTag`).
 */
export function revalidatePublicReviews(): void {
  revalidateTag(cacheTags.publicReviews, { expire: 0 });
}
