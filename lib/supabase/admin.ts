import "server-only";

import { readSupabasePublicEnv, serverEnv } from "@/lib/env";

import { createServiceRoleClient } from "./service-client";

/** Bypasses RLS: only for lib/data functions that have already checked the caller. */
export function createSupabaseAdminClient() {
  const { url } = readSupabasePublicEnv();
  const { supabaseSecretKey } = serverEnv();
  if (!supabaseSecretKey) throw new Error("SUPABASE_SECRET_KEY is required for admin operations.");
  return createServiceRoleClient(url, supabaseSecretKey);
}
