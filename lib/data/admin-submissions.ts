import "server-only";

import { requireAdmin } from "@/lib/auth/session";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * Marks a contact message handled, or new again, as the signed-in admin under RLS. The database
 * stamps the time and the admin (a trigger; the client's clock and identity are never taken) and
 * writes the audit row in the same statement.
 */
export async function setSubmissionHandled(id: string, handled: boolean): Promise<{ ok: boolean }> {
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
      return { ok: false };
    }
    return { ok: true };
  } catch (error) {
    console.error(`Submission ${id} not marked:`, error);
    return { ok: false };
  }
}
