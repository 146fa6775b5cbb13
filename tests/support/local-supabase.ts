import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";
import type { LocalConfig } from "@/supabase/local/config.ts";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server.ts";

export const TEST_ADMIN = { email: "admin@example.com", password: "change-me-locally" };

/**
 * A fresh, in-memory embedded backend on a free port, migrated and seeded, with the local admin.
 * Its settings are supabase/config.toml's (public sign-up off) unless overridden, e.g.
 * `{ enableSignup: true }` for a test that signs an account up through the public API.
 */
export async function startTestSupabase(
  overrides: Partial<LocalConfig> = {},
): Promise<LocalSupabase> {
  return startLocalSupabase({
    port: 0,
    dataDir: null,
    log: false,
    admin: TEST_ADMIN,
    ...overrides,
  });
}

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
