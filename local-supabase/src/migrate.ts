import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { LocalDb } from "./db.ts";

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/** `edited`: files changed since this database applied them, whose change it never got. */
export type MigrationResult = { applied: string[]; seeded: boolean; edited: string[] };

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
    const done = new Map(
      (
        await pg.query<{ version: string; statements: string[] | null }>(
          "select version, statements from supabase_migrations.schema_migrations",
        )
      ).rows.map((row) => [row.version, row.statements?.[0] ?? null]),
    );
    const applied: string[] = [];
    const edited: string[] = [];
    for (const file of files) {
      const [, version, name] = MIGRATION_FILE.exec(file) as RegExpExecArray;
      const sql = readFileSync(path.join(migrationsDir, file), "utf8");
      if (done.has(version!)) {
        const before = done.get(version!);
        // Applied before the SQL was kept: kept now, so a later edit is found.
        if (before === null)
          await pg.query(
            "update supabase_migrations.schema_migrations set statements = $2 where version = $1",
            [version, [sql]],
          );
        else if (before !== sql) edited.push(file);
        continue;
      }
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
          [version, name, [sql]],
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
    return { applied, seeded, edited };
  });
}
