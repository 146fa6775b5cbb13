import "server-only";

import { requireAdmin } from "@/lib/auth/session";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const NOUNS = { form_submissions: "Submission", reviews: "Review" } as const;

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

// Only a never-published review can be spam, so the public pages never change: no revalidation.
export function setReviewSpam(id: string, spam: boolean): Promise<DataResult> {
  return setSpam("reviews", id, spam);
}
