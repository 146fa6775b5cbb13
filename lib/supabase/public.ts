import "server-only";

import { createClient } from "@supabase/supabase-js";

import { readSupabasePublicEnv } from "@/lib/env";

import type { Database } from "./database.types";

/**
 * A cookie-less client with the publishable key, for public reads inside a cache scope: reading
 * cookies would make every public page dynamic. RLS shows it approved reviews only.
 */
export function createSupabasePublicClient() {
  const { url, publishableKey } = readSupabasePublicEnv();
  return createClient<Database>(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
