import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { LocalDb } from "./db.ts";

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export type MigrationResult = { applied: string[]; seeded: boolean };

/**
 * Applies supabase/migrations/<version>_<name>.sql in version order, each in its own transaction,
 * recording the version as the Supabase CLI does, so a new migration file applies on the next
 * start. seed.sql runs once, after the first migrations, like `supabase db reset`.
 */
export async function migrate(
  db: LocalDb,
  { migrationsDir, seedFile }: { migrationsDir: string; seedFile: string | null },
): Promise<MigrationResult> {
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((file) => MIGRATION_FILE.test(file))
        .sort()
    : [];

  return db.exclusive(async (pg) => {
    const done = new Set(
      (
        await pg.query<{ version: string }>(
          "select version from supabase_migrations.schema_migrations",
        )
      ).rows.map((row) => row.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const [, version, name] = MIGRATION_FILE.exec(file) as RegExpExecArray;
      if (done.has(version!)) continue;
      const sql = readFileSync(path.join(migrationsDir, file), "utf8");
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)",
          [version, name],
        );
      });
      applied.push(file);
    }

    let seeded = false;
    if (seedFile && existsSync(seedFile)) {
      const key = path.basename(seedFile);
      const already = await pg.query(
        "select 1 from supabase_migrations.seed_files where path = $1",
        [key],
      );
      if (already.rows.length === 0) {
        const sql = readFileSync(seedFile, "utf8");
        await pg.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query("insert into supabase_migrations.seed_files (path) values ($1)", [key]);
        });
        seeded = true;
      }
    }
    return { applied, seeded };
  });
}
