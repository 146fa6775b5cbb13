import "server-only";

import { requireAdmin } from "@/lib/auth/session";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

import { revalidatePublicReviews } from "./reviews";

export type AdminReply = { review_id: string; body: string; updated_at: string };

// One reply per review (its primary key): saving writes it or rewrites it; RLS allows published only.
export async function saveReviewReply(reviewId: string, body: string): Promise<DataResult> {
  await requireAdmin();
  try {
    const supabase = await createSupabaseServerClient();
    const { data: existing, error: readError } = await supabase
      .from("review_replies")
      .select("review_id")
      .eq("review_id", reviewId)
      .maybeSingle();
    if (readError) {
      console.error(`Reply to ${reviewId} not saved: ${readError.message}`);
      return failure();
    }
    const { data, error } = existing
      ? await supabase
          .from("review_replies")
          .update({ body })
          .eq("review_id", reviewId)
          .select("review_id")
      : await supabase
          .from("review_replies")
          .insert({ review_id: reviewId, body })
          .select("review_id");
    if (error || data.length !== 1) {
      console.error(`Reply to ${reviewId} not saved: ${error?.message ?? "no such review"}`);
      return failure(error && error.code !== "42501" ? "failed" : "not-found");
    }
  } catch (error) {
    console.error(`Reply to ${reviewId} not saved:`, error);
    return failure();
  }
  revalidatePublicReviews();
  return answer();
}

export async function deleteReviewReply(reviewId: string): Promise<DataResult> {
  await requireAdmin();
  try {
    const { data, error } = await (
      await createSupabaseServerClient()
    )
      .from("review_replies")
      .delete()
      .eq("review_id", reviewId)
      .select("review_id");
    if (error || data.length !== 1) {
      console.error(`Reply to ${reviewId} not deleted: ${error?.message ?? "no reply"}`);
      return failure(error ? "failed" : "not-found");
    }
  } catch (error) {
    console.error(`Reply to ${reviewId} not deleted:`, error);
    return failure();
  }
  revalidatePublicReviews();
  return answer();
}

/** The replies to the reviews on one page of the dashboard. */
export async function listReviewReplies(reviewIds: string[]): Promise<DataResult<AdminReply[]>> {
  await requireAdmin();
  if (reviewIds.length === 0) return answer([]);
  try {
    const { data, error } = await (
      await createSupabaseServerClient()
    )
      .from("review_replies")
      .select("review_id, body, updated_at")
      .in("review_id", reviewIds)
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Replies not loaded: ${error.message}`, { code: error.code });
      return failure();
    }
    return answer(data);
  } catch (error) {
    console.error("Replies not loaded:", error);
    return failure();
  }
}
