import "server-only";

import { requireAdmin } from "@/lib/auth/session";
import type { Row } from "@/lib/database-rows";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type AuditEntry = Pick<
  Row<"admin_audit">,
  "id" | "created_at" | "actor_email" | "action" | "target_table" | "target_label"
>;

export async function listRecentAudit(limit = 8): Promise<DataResult<AuditEntry[]>> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .from("admin_audit")
      .select("id, created_at, actor_email, action, target_table, target_label")
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(limit)
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Audit trail not loaded: ${error.message}`);
      return failure();
    }
    return answer(data as AuditEntry[]);
  } catch (error) {
    console.error("Audit trail not loaded:", error);
    return failure();
  }
}
