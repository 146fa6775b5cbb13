"use client";

import { createBrowserClient } from "@supabase/ssr";

import type { Database } from "./database.types";
import type { SupabasePublicEnv } from "./env";

/**
 * The browser client, only where auth state events are needed (/login). The URL and key arrive
 * as props from a server component, read at run time, so no build ever bakes in 127.0.0.1.
 */
export function createSupabaseBrowserClient({ url, publishableKey }: SupabasePublicEnv) {
  return createBrowserClient<Database>(url, publishableKey);
}
