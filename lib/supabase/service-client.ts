import { createClient } from "@supabase/supabase-js";

import type { Database } from "./database.types";

/**
 * The service-role client factory, shared by the app (through lib/supabase/admin.ts, which adds
 * the `server-only` guard) and by `npm run admin:create`, which runs in plain Node where that
 * guard throws on import. So it imports nothing but supabase-js and types, and the caller hands
 * it the URL and key. Never keeps or refreshes a session: the key is the credential.
 */
export function createServiceRoleClient(url: string, secretKey: string) {
  return createClient<Database>(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
