import "server-only";

import { requireAdmin } from "@/lib/auth/session";
import { createSupabaseServerClient } from "@/lib/supabase/server";

import { answer, failure, type DataResult } from "./result";

const NOUNS = { form_submissions: "Submission", reviews: "Review" } as const;

/**
 * Moves a row into spam (reason 'staff') or out of it, as the signed-in admin under RLS. The
 * database writes the audit row in the same statement and, for a row taken out of spam, queues
 * the staff notification it never had (once). "not-found" when no row changed (deleted, or RLS).
 * An approved review is refused by the database (reviews_spam_never_published): "failed".
 */
async function setSpam(table: keyof typeof NOUNS, id: string, spam: boolean): Promise<DataResult> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  const what = `${NOUNS[table]} ${id} ${spam ? "not moved to spam" : "not moved out of spam"}`;
  try {
    const { data, error } = await supabase
      .from(table)
      .update({ spam_reason: spam ? "staff" : null })
      .eq("id", id)
      .select("id");
    if (error || data.length !== 1) {
      console.error(`${what}: ${error?.message ?? "no such row"}`);
      return failure(error ? "failed" : "not-found");
    }
    return answer();
  } catch (error) {
    console.error(`${what}:`, error);
    return failure();
  }
}

export function setSubmissionSpam(id: string, spam: boolean): Promise<DataResult> {
  return setSpam("form_submissions", id, spam);
}

// Only a review nobody has published can be spam, so the public pages never change: no revalidation.
export function setReviewSpam(id: string, spam: boolean): Promise<DataResult> {
  return setSpam("reviews", id, spam);
}
