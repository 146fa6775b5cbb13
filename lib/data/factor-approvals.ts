import "server-only";

import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import type { SupabaseServerClient } from "@/lib/supabase/server";

/** The ids of the signed-in person's apps that count (RLS shows them their own rows only). */
export async function confirmedFactorIds(
  supabase: SupabaseServerClient,
): Promise<DataResult<Set<string>>> {
  const { data, error } = await supabase.from("admin_factor_approvals").select("factor_id");
  if (error) {
    console.error(`Confirmed apps not read: ${error.message}`, { code: error.code });
    return failure();
  }
  return answer(new Set(data.map((row) => row.factor_id)));
}

/** Records that this app's enrolment proved the mailbox, or came from a session proven by one. */
export async function confirmFactor(factorId: string, userId: string): Promise<DataResult> {
  const { error } = await createSupabaseAdminClient()
    .from("admin_factor_approvals")
    .upsert({ factor_id: factorId, user_id: userId }, { onConflict: "factor_id" });
  if (error) {
    console.error(`App not confirmed: ${error.message}`, { code: error.code });
    return failure();
  }
  return answer(undefined);
}

/**
 * Removes an app of this person's that was never confirmed. Auth refuses a session that has not
 * proven a code the removal of a verified app, and the owner of a stolen password cannot prove the
 * thief's, so the service key removes it: only an unconfirmed one, which opened nothing anyway.
 */
export async function removeUnconfirmedFactor(
  factorId: string,
  userId: string,
): Promise<DataResult<"removed" | "confirmed" | "not-found">> {
  const admin = createSupabaseAdminClient();
  const { data: confirmed, error: readError } = await admin
    .from("admin_factor_approvals")
    .select("factor_id")
    .eq("factor_id", factorId)
    .maybeSingle();
  if (readError) {
    console.error(`App confirmation not read: ${readError.message}`, { code: readError.code });
    return failure();
  }
  if (confirmed) return answer("confirmed");
  const { data: factors, error: listError } = await admin.auth.admin.mfa.listFactors({ userId });
  if (listError) {
    console.error(`Apps not listed: ${listError.message}`);
    return failure();
  }
  if (!factors.factors.some((factor) => factor.id === factorId)) return answer("not-found");
  const { error } = await admin.auth.admin.mfa.deleteFactor({ id: factorId, userId });
  if (error) {
    console.error(`Unconfirmed app not removed: ${error.message}`);
    return failure();
  }
  return answer("removed");
}
