import { type LocalSupabase } from "@kalpix/local-supabase/server";
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

// One way to start a test backend, the package's, for the app's tests and its own.
export { startTestSupabase, TEST_ADMIN } from "@kalpix/local-supabase/testing";

export type Target = {
  name: string;
  url: string;
  anonKey: string;
  serviceKey: string;
  inboxUrl: string | null;
};

/** The embedded backend as a test target, for the tests that do not read its inbox. */
export function embeddedTarget(local: LocalSupabase): Target {
  return {
    name: "embedded",
    url: local.url,
    anonKey: local.config.anonKey,
    serviceKey: local.config.serviceRoleKey,
    inboxUrl: null,
  };
}

export function client(target: Target, key: "anon" | "service" = "anon"): SupabaseClient<Database> {
  return createClient<Database>(target.url, key === "anon" ? target.anonKey : target.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A client signed in with e-mail and password (its session in memory only). */
export async function signedInClient(target: Target, email: string, password: string) {
  const supabase = client(target);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed for ${email}: ${error.message}`);
  return supabase;
}

/** The session cookies @supabase/ssr sets when signing in, as a jar: exactly what the login action stores. */
export async function sessionCookies(
  local: { url: string; config: { anonKey: string } },
  email: string,
  password: string,
): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(local.url, local.config.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return jar;
}
