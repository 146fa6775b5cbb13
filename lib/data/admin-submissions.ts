import "server-only";

import { requireAdmin } from "@/lib/auth/session";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

// A trigger stamps the time and the admin: the client's clock and identity are never taken.
export async function setSubmissionHandled(id: string, handled: boolean): Promise<DataResult> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .from("form_submissions")
      .update({ handled_at: handled ? new Date().toISOString() : null })
      .eq("id", id)
      .select("id");
    if (error || data.length !== 1) {
      console.error(`Submission ${id} not marked: ${error?.message ?? "no such submission"}`);
      return failure(error ? "failed" : "not-found");
    }
    return answer();
  } catch (error) {
    console.error(`Submission ${id} not marked:`, error);
    return failure();
  }
}
