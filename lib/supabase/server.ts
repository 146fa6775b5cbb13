import "server-only";

import { cookies, headers } from "next/headers";
import { createServerClient } from "@supabase/ssr";

import { readSupabasePublicEnv } from "@/lib/env";

import { forwardingFetchFor } from "./auth-address-forwarding";
import { sessionCookieOptions } from "./cookie-options";
import type { Database } from "./database.types";

/** The per-request client's type, for the functions a server action hands it to. */
export type SupabaseServerClient = Awaited<ReturnType<typeof createSupabaseServerClient>>;

/**
 * The per-request client of server components, server actions and route handlers: it reads and
 * writes the session cookies of this request. Never cache it across requests. With the secret key
 * and a vouched browser address, its sign-ins and code checks name that address to Supabase Auth
 * (see addressForwardingFetch).
 */
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
