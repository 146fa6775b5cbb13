import "server-only";

import { answer, failure, type DataResult } from "@/lib/supabase/result";
import type { SupabaseServerClient } from "@/lib/supabase/server";

type AdminStanding = "admin" | "needs-second-factor" | "none";

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
