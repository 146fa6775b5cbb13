import "server-only";

import type { SupabaseServerClient } from "@/lib/supabase/server";

import { answer, failure, type DataResult } from "./result";

/** public.admin_standing(): the database's one rule, the setting that requires second factors included. */
type AdminStanding = "admin" | "needs-second-factor" | "none";

/** What the database says of this request's session, the answer every RLS policy gets too. */
export async function readAdminStanding(
  supabase: SupabaseServerClient,
): Promise<DataResult<AdminStanding>> {
  const { data, error } = await supabase.rpc("admin_standing");
  if (error) {
    console.error(`Admin check failed: ${error.message}`, { code: error.code });
    return failure();
  }
  return answer(data === "admin" || data === "needs-second-factor" ? data : "none");
}
