/**
 * For `npm run check:deploy`, which has no hosted project to ask: what supabase/migrations leave on
 * a new project (`supabase db push` never runs seed.sql) must require a second factor of every
 * admin. The hosted project's own setting is confirmed with `npm run admin:require-mfa -- status`.
 */
import { initAuthSchema } from "@kalpix/local-supabase/auth/schema";
import { applyBaseline } from "@kalpix/local-supabase/baseline";
import { LocalDb } from "@kalpix/local-supabase/db";
import { migrate } from "@kalpix/local-supabase/migrate";

/** The problems found, in words: none when the migrations leave second factors required. */
export async function secondFactorDefaultProblems(migrationsDir: string): Promise<string[]> {
  const db = await LocalDb.open(null);
  try {
    await applyBaseline(db);
    await initAuthSchema(db);
    await migrate(db, { migrationsDir, seedFile: null });
    const { rows } = await db.pg.query<{ required: boolean | null }>(
      "select (select require_second_factor from public.security_settings) as required",
    );
    // No row reads as required, as is_admin() reads it.
    if (rows[0]?.required !== false) return [];
    return [
      "supabase/migrations leave second factors optional (public.security_settings.require_second_factor = false): a pushed project would let a password alone read every enquiry. Remove the migration that turns it off; turn it off per project with `npm run admin:require-mfa -- off` if ever needed.",
    ];
  } finally {
    await db.close();
  }
}
