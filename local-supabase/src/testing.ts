import { type LocalConfig } from "./config.ts";
import { startLocalSupabase, type LocalSupabase } from "./server.ts";

/** The admin every test backend is created with (the local defaults of LOCAL_ADMIN_*). */
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
    // Tests send links at a program's speed; the one that checks max_frequency sets it.
    emailMaxFrequencyMs: 0,
    ...overrides,
  });
}
