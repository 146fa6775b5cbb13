import "server-only";

import { cookies, headers } from "next/headers";
import { createServerClient } from "@supabase/ssr";

import { readSupabasePublicEnv } from "@/lib/env";

import { forwardingFetchFor } from "./auth-address-forwarding";
import { sessionCookieOptions } from "./cookie-options";
import type { Database } from "./database.types";

export type SupabaseServerClient = Awaited<ReturnType<typeof createSupabaseServerClient>>;

// Never cache it across requests: it carries this request's session cookies.
export async function createSupabaseServerClient() {
  const cookieStore = await cookies();
  const requestHeaders = await headers();
  const { url, publishableKey } = readSupabasePublicEnv();
  const fetch = forwardingFetchFor(requestHeaders);
  return createServerClient<Database>(url, publishableKey, {
    ...(fetch && { global: { fetch } }),
    cookieOptions: sessionCookieOptions(requestHeaders.get("x-forwarded-proto")),
    cookies: {
      getAll() {
        return cookieStore.getAll();
      },
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet)
            cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies; the proxy refreshes the session for them.
        }
      },
    },
  });
}
