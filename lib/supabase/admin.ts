import "server-only";

import { createClient } from "@supabase/supabase-js";

import type { Database } from "./database.types";
import { readSupabasePublicEnv } from "./env";

/**
 * Service-role client: bypasses RLS. Only for lib/data functions that have already checked the
 * caller, and for scripts. The key never leaves the server.
 */
export function createSupabaseAdminClient() {
  const { url } = readSupabasePublicEnv();
  const secretKey = process.env["SUPABASE_SECRET_KEY"] ?? process.env["SUPABASE_SERVICE_ROLE_KEY"];
  if (!secretKey) throw new Error("SUPABASE_SECRET_KEY is required for admin operations.");
  return createClient<Database>(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
