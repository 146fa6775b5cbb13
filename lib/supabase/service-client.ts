import { createClient } from "@supabase/supabase-js";

import type { Database } from "./database.types";

// Shared with npm run admin:create, which runs in plain Node where the server-only guard throws
// on import: so it imports only supabase-js and types.
export function createServiceRoleClient(url: string, secretKey: string) {
  return createClient<Database>(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
