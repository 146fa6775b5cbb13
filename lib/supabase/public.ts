import "server-only";

import { createClient } from "@supabase/supabase-js";

import { readSupabasePublicEnv } from "@/lib/env";

import type { Database } from "./database.types";

// Cookie-less, for public reads in a cache scope: reading cookies would make every page dynamic.
export function createSupabasePublicClient() {
  const { url, publishableKey } = readSupabasePublicEnv();
  return createClient<Database>(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
