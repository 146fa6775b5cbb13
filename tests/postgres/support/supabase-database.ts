/**
 * Turns a bare cluster into what `supabase db push` meets on a hosted project: the platform's roles,
 * the baseline and GoTrue's tables as the embedded backend creates them (on a hosted project they
 * exist before any migration, so they come first here), then every file in supabase/migrations in
 * order, each in one transaction, run by `postgres`, which on Supabase is not a superuser.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { AUTH_SCHEMA_SQL } from "@kalpix/local-supabase/auth/schema";
import { BASELINE_SQL } from "@kalpix/local-supabase/baseline";

import { SUPERUSER, type PsqlResult, type ThrowawayCluster } from "./postgres-server";

/** Runs the migrations, owns what they create; CREATEROLE, CREATEDB and BYPASSRLS as on Supabase. */
export const MIGRATION_ROLE = "postgres";
/** What PostgREST logs in as before `set local role`: a member of the API roles, nothing more. */
export const API_ROLE = "authenticator";

const MIGRATIONS_DIR = path.join(process.cwd(), "supabase", "migrations");
const SEED_FILE = path.join(process.cwd(), "supabase", "seed.sql");

// The Supabase CLI's rule (and local-supabase/src/migrate.ts's): <version>_<name>.sql, in version order.
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
}

export type MigrationOutcome =
  | { file: string; applied: true; warnings: string[] }
  | { file: string; applied: false; error: string };

export const sqlLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function must(result: Promise<PsqlResult>, step: string): Promise<void> {
  const done = await result;
  if (!done.ok) throw new Error(`${step} failed: ${done.sqlstate} ${done.message}\n${done.stderr}`);
}

/**
 * The baseline creates the API roles, and only a superuser may create a BYPASSRLS role
 * (service_role), so `postgres` is a superuser while it runs the baseline and is demoted before the
 * first migration: a migration that needs superuser rights fails here as it would on Supabase.
 */
export async function prepareSupabaseDatabase(cluster: ThrowawayCluster): Promise<void> {
  await must(
    cluster.psql(
      `create role ${MIGRATION_ROLE} login superuser createrole createdb replication bypassrls;
       create role ${API_ROLE} login noinherit;
       alter database postgres owner to ${MIGRATION_ROLE};`,
      { user: SUPERUSER },
    ),
    "creating the platform roles",
  );
  await applyBaseline(cluster);
  await must(
    cluster.psql(
      `alter role ${MIGRATION_ROLE} nosuperuser;
       grant anon, authenticated, service_role to ${API_ROLE};`,
      { user: SUPERUSER },
    ),
    "demoting postgres",
  );
}

/** The embedded backend's baseline and auth tables, as they are; idempotent, so a second database can have them too. */
export function applyBaseline(cluster: ThrowawayCluster, database = "postgres"): Promise<void> {
  const sql = `${BASELINE_SQL}\n;\n${AUTH_SCHEMA_SQL}`;
  return must(
    cluster.psql(sql, { user: MIGRATION_ROLE, database, singleTransaction: true }),
    `the baseline in ${database}`,
  );
}

/**
 * Applies <dir>/*.sql as `postgres`, each file and its schema_migrations row in one transaction,
 * stopping at the first failure as `supabase db push` does. Warnings are kept: a clean run has none.
 */
export async function applyMigrations(
  cluster: ThrowawayCluster,
  { dir = MIGRATIONS_DIR, database = "postgres" }: { dir?: string; database?: string } = {},
): Promise<MigrationOutcome[]> {
  const outcomes: MigrationOutcome[] = [];
  for (const file of migrationFiles(dir)) {
    const [, version, name] = MIGRATION_FILE.exec(file) as RegExpExecArray;
    const sql = readFileSync(path.join(dir, file), "utf8");
    const record = `insert into supabase_migrations.schema_migrations (version, name) values (${sqlLiteral(version!)}, ${sqlLiteral(name!)});`;
    const result = await cluster.psql(`${sql}\n;\n${record}\n`, {
      user: MIGRATION_ROLE,
      database,
      singleTransaction: true,
    });
    if (!result.ok) {
      outcomes.push({ file, applied: false, error: `${result.sqlstate}: ${result.message}` });
      break;
    }
    outcomes.push({
      file,
      applied: true,
      warnings: result.stderr.split("\n").filter((line) => /WARNING/.test(line)),
    });
  }
  return outcomes;
}

/** seed.sql applied and rolled back: it must run on this server too (`supabase db reset` applies it). */
export function trySeed(cluster: ThrowawayCluster) {
  return cluster.psql(`begin;\n${readFileSync(SEED_FILE, "utf8")}\n;\nrollback;\n`, {
    user: MIGRATION_ROLE,
  });
}
