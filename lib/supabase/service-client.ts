import { createClient } from "@supabase/supabase-js";

import type { Database } from "./database.types";

/**
 * The service-role client factory, shared by the app (through lib/supabase/admin.ts, which adds
 * the `server-only` guard) and by `npm run admin:create`, which runs in plain Node where that
 * guard throws on import. So this module imports nothing but supabase-js and types, and reads
 * no environment unless asked: whoever calls it decides where the key comes from.
 */

/** The service-role key: Supabase's "secret key" name first, the legacy JWT name second. */
export function readServiceRoleKey(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return (env["SUPABASE_SECRET_KEY"] ?? env["SUPABASE_SERVICE_ROLE_KEY"])?.trim() || undefined;
}

/** A client that bypasses RLS. Never keeps or refreshes a session: the key is the credential. */
export function createServiceRoleClient(url: string, secretKey: string) {
  return createClient<Database>(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
