import "server-only";

import { readSupabasePublicEnv, serverEnv } from "@/lib/env";

import { createServiceRoleClient } from "./service-client";

/**
 * Service-role client: bypasses RLS. Only for lib/data functions that have already checked the
 * caller. The key never leaves the server. `npm run admin:create` builds its client with the
 * same ./service-client factory, without this module's `server-only` guard (which throws
 * outside Next's server build).
 */
export function createSupabaseAdminClient() {
  const { url } = readSupabasePublicEnv();
  const { supabaseSecretKey } = serverEnv();
  if (!supabaseSecretKey) throw new Error("SUPABASE_SECRET_KEY is required for admin operations.");
  return createServiceRoleClient(url, supabaseSecretKey);
}
