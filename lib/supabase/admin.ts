import "server-only";

import { readSupabasePublicEnv } from "./env";
import { createServiceRoleClient, readServiceRoleKey } from "./service-client";

/**
 * Service-role client: bypasses RLS. Only for lib/data functions that have already checked the
 * caller. The key never leaves the server. Scripts use ./service-client directly, the same
 * factory without this module's `server-only` guard (which throws outside Next's server build).
 */
export function createSupabaseAdminClient() {
  const { url } = readSupabasePublicEnv();
  const secretKey = readServiceRoleKey();
  if (!secretKey) throw new Error("SUPABASE_SECRET_KEY is required for admin operations.");
  return createServiceRoleClient(url, secretKey);
}
