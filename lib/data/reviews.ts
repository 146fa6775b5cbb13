import "server-only";

import { revalidateTag, unstable_cache } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";

import { cacheTags, settleTags } from "@/lib/cache-tags";
import type { Review } from "@/lib/database-rows";
import { serverEnv } from "@/lib/env";
import { NO_FORM_META, type FormMeta } from "@/lib/leads/form-meta";
import { reviewConsent } from "@/lib/privacy/review-consent";
import type { ReviewInput } from "@/lib/schemas/review.schema";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { createSupabasePublicClient } from "@/lib/supabase/public";
import { answer, failure, type DataResult } from "@/lib/supabase/result";

import { storeOnce } from "./store-once";

const REVIEW_COLUMNS = "id, created_at, name, rating, comment, approved, verified, project";

export type PublicReply = { body: string; created_at: string; updated_at: string };

type PublicReviewRow = Pick<
  Review,
  "id" | "created_at" | "name" | "rating" | "comment" | "approved" | "verified" | "project"
> & { reply: PublicReply | null };

export type ReviewSummary = { count: number; average: number | null };

async function fetchApprovedReviews(limit: number | null): Promise<PublicReviewRow[]> {
  // RLS already hides unapproved rows; the filter lets Postgres use the partial index.
  let query = createSupabasePublicClient()
    .from("reviews")
    .select(REVIEW_COLUMNS)
    .eq("approved", true)
    .order("created_at", { ascending: false })
    // supabase-js retries failed reads for seconds: a hung backend must not stall a build.
    .abortSignal(AbortSignal.timeout(10_000));
  if (limit !== null) query = query.limit(limit);
  const { data, error } = await query;
  // Thrown, not returned, so unstable_cache never stores a failure.
  if (error) throw new Error(`Approved reviews not loaded: ${error.message} (${error.code})`);
  const replies = await fetchReplies();
  return data.map((review) => ({ ...review, reply: replies.get(review.id) ?? null }));
}

// RLS shows the public only the replies to published reviews.
async function fetchReplies(): Promise<Map<string, PublicReply>> {
  const { data, error } = await createSupabasePublicClient()
    .from("review_replies")
    .select("review_id, body, created_at, updated_at")
    .abortSignal(AbortSignal.timeout(10_000));
  if (error) throw new Error(`Review replies not loaded: ${error.message} (${error.code})`);
  return new Map(data.map(({ review_id, ...reply }) => [review_id, reply]));
}

// Every published review counts, whatever a page shows of them.
async function fetchReviewSummary(): Promise<ReviewSummary> {
  const { data, error } = await createSupabasePublicClient()
    .from("reviews")
    .select("rating")
    .eq("approved", true)
    .abortSignal(AbortSignal.timeout(10_000));
  if (error) throw new Error(`Review summary not loaded: ${error.message} (${error.code})`);
  const total = data.reduce((sum, review) => sum + review.rating, 0);
  return { count: data.length, average: data.length > 0 ? total / data.length : null };
}

const PUBLIC_REVIEW_TAGS = [cacheTags.publicReviews, ...settleTags.map(({ tag }) => tag)];

const readReviewSummary = unstable_cache(fetchReviewSummary, ["review-summary"], {
  tags: PUBLIC_REVIEW_TAGS,
  revalidate: 3600,
});

export async function getReviewSummary(): Promise<DataResult<ReviewSummary>> {
  try {
    return answer(await readReviewSummary());
  } catch (error) {
    unstable_rethrow(error);
    console.error("Could not load the review summary:", error);
    if (serverEnv().nextPhase === "phase-production-build") await connection();
    return failure();
  }
}

// unstable_cache, not 'use cache': the directive needs cacheComponents, which is off here. The
// hourly revalidate catches edits made in the Supabase dashboard, which revalidate nothing.
const readApprovedReviews = unstable_cache(fetchApprovedReviews, ["approved-reviews"], {
  tags: PUBLIC_REVIEW_TAGS,
  revalidate: 3600,
});

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
      // No backend at build time: render at request time rather than freeze an empty section.
      await connection();
    }
    return failure();
  }
}

export async function createReview(
  input: ReviewInput,
  { submissionKey, spamReason }: FormMeta = NO_FORM_META,
): Promise<DataResult> {
  const stored = await storeOnce("Review", submissionKey, () =>
    // With the service key, once the action has judged the post: the API roles cannot insert.
    createSupabaseAdminClient().from("reviews").insert({
      name: input.name,
      rating: input.rating,
      comment: input.comment,
      submission_key: submissionKey,
      spam_reason: spamReason,
      consent_version: reviewConsent.version,
    }),
  );
  return stored.ok ? answer() : stored;
}

// expire: 0, not 'max': a review just unapproved or deleted must not be served stale even once.
export function revalidatePublicReviews(): void {
  revalidateTag(cacheTags.publicReviews, { expire: 0 });
  for (const { tag, seconds } of settleTags) revalidateTag(tag, { expire: seconds });
}
