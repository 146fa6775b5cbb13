import "server-only";

import type { RejectionReason } from "@/content/reviews";
import { requireAdmin } from "@/lib/auth/session";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

import { revalidatePublicReviews } from "./reviews";

// Exactly one row must change: RLS turns a refused write into zero rows, not an error.
export async function setReviewApproval(id: string, approved: boolean): Promise<DataResult> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .from("reviews")
      .update({ approved })
      .eq("id", id)
      .select("id");
    if (error || data.length !== 1) {
      console.error(`Review ${id} approval not changed: ${error?.message ?? "no such review"}`);
      return failure(error ? "failed" : "not-found");
    }
  } catch (error) {
    console.error(`Review ${id} approval not changed:`, error);
    return failure();
  }
  revalidatePublicReviews();
  return answer();
}

export async function deleteReview(id: string): Promise<DataResult> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase.from("reviews").delete().eq("id", id).select("id");
    if (error || data.length !== 1) {
      console.error(`Review ${id} not deleted: ${error?.message ?? "no such review"}`);
      return failure(error ? "failed" : "not-found");
    }
  } catch (error) {
    console.error(`Review ${id} not deleted:`, error);
    return failure();
  }
  revalidatePublicReviews();
  return answer();
}

/** Rejected with a reason about its content: kept, unpublished, and logged with the reason. */
export async function rejectReview(id: string, reason: RejectionReason): Promise<DataResult> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .from("reviews")
      .update({ rejection_reason: reason })
      .eq("id", id)
      .is("spam_reason", null)
      .select("id");
    if (error || data.length !== 1) {
      console.error(`Review ${id} not rejected: ${error?.message ?? "no such review"}`);
      return failure(error ? "failed" : "not-found");
    }
  } catch (error) {
    console.error(`Review ${id} not rejected:`, error);
    return failure();
  }
  revalidatePublicReviews();
  return answer();
}
