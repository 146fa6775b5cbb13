import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

// No `server-only` guard: `npm run admin:require-mfa` runs this in plain Node, with the service key.

type ServiceClient = SupabaseClient<Database>;

export async function readSecondFactorRequired(service: ServiceClient): Promise<boolean> {
  const { data, error } = await service
    .from("security_settings")
    .select("require_second_factor")
    .maybeSingle();
  if (error) throw new Error(`security_settings not read: ${error.message}`);
  // No row reads as required, as is_admin() does.
  return data?.require_second_factor ?? true;
}

export async function setSecondFactorRequired(
  service: ServiceClient,
  required: boolean,
): Promise<void> {
  const { data, error } = await service
    .from("security_settings")
    .update({ require_second_factor: required })
    .eq("id", true)
    .select("require_second_factor");
  if (error) throw new Error(`security_settings not changed: ${error.message}`);
  if (data.length !== 1) throw new Error("security_settings has no row: run the migrations first.");
}
