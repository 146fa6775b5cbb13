/**
 * The production path on a real PostgreSQL server. PGlite is Postgres 18; hosted Supabase runs 15
 * or 17, so a migration using newer syntax would pass every other test and fail `supabase db push`.
 * Here supabase/migrations is applied to a throwaway cluster of the machine's own server, then the
 * row-level security matrix runs on it with PostgREST's roles and JWT claims.
 * Skipped, with a line saying why, when no server binary is installed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findPostgres, SUPERUSER, ThrowawayCluster } from "./support/postgres-server";
import {
  expectedOutcome,
  FIXTURES_SQL,
  FUNCTIONS,
  ROLES,
  runCase,
  TABLES,
  type Role,
} from "./support/rls-matrix";
import {
  applyBaseline,
  applyMigrations,
  MIGRATION_ROLE,
  migrationFiles,
  prepareSupabaseDatabase,
  trySeed,
  type MigrationOutcome,
} from "./support/supabase-database";

const discovery = findPostgres();
if (!discovery.found)
  console.warn(`[tests/postgres] real-PostgreSQL checks skipped: ${discovery.reason}`);
const install = discovery.found ? discovery.install : null;

const roles = Object.keys(ROLES) as Role[];
const matrix = [...TABLES, ...FUNCTIONS].flatMap(({ object, cases }) =>
  cases.flatMap(({ what, sql, expect: outcomes }) =>
    roles.map((role) => ({ object, what, sql, role, outcome: expectedOutcome(outcomes, role) })),
  ),
);

describe.skipIf(!install)(
  `Supabase migrations and RLS on PostgreSQL ${install?.major ?? "(none)"}`,
  () => {
    let cluster: ThrowawayCluster;
    let migrations: MigrationOutcome[] = [];

    beforeAll(async () => {
      cluster = new ThrowawayCluster(install!);
      await cluster.start();
      await prepareSupabaseDatabase(cluster);
      migrations = await applyMigrations(cluster);
      const fixtures = await cluster.psql(FIXTURES_SQL, {
        user: SUPERUSER,
        singleTransaction: true,
      });
      if (!fixtures.ok && migrations.every((step) => step.applied))
        throw new Error(`fixtures: ${fixtures.message}`);
    }, 60_000);

    afterAll(async () => {
      await cluster?.stop();
    });

    it("applies every migration in supabase/migrations, in order, without an error or a warning", async () => {
      expect(migrations).toEqual(
        migrationFiles().map((file) => ({ file, applied: true, warnings: [] })),
      );
      const recorded = await cluster.psql(
        "select version || '_' || name || '.sql' from supabase_migrations.schema_migrations order by version",
        {
          user: SUPERUSER,
        },
      );
      expect(recorded).toMatchObject({ ok: true, lines: migrationFiles() });
    });

    it("runs seed.sql as well", async () => {
      expect(await trySeed(cluster)).toMatchObject({ ok: true });
    });

    it(`fails a migration that needs a newer server${install && install.major >= 18 ? " (this server is new enough)" : ""}`, async () => {
      // Virtual generated columns came with PostgreSQL 18: exactly what would pass on PGlite alone.
      const dir = mkdtempSync(path.join(tmpdir(), "kalpix-newer-syntax-"));
      try {
        writeFileSync(
          path.join(dir, "20990101000000_newer_syntax.sql"),
          "create table public.probe (a int, b int generated always as (a * 2) virtual);",
        );
        expect(
          await cluster.psql("create database migration_probe", { user: MIGRATION_ROLE }),
        ).toMatchObject({ ok: true });
        await applyBaseline(cluster, "migration_probe");
        const [outcome] = await applyMigrations(cluster, { dir, database: "migration_probe" });
        if (install!.major >= 18) expect(outcome).toMatchObject({ applied: true });
        else
          expect(outcome).toMatchObject({
            applied: false,
            error: expect.stringMatching(/^42601: syntax error/),
          });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("has RLS on every table in public, and a matrix entry for every table, view and function there", async () => {
      const relations = await cluster.psql(
        `select c.relname || case when c.relkind in ('r', 'p') and not c.relrowsecurity then ' (RLS off)' else '' end
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') order by 1`,
        { user: SUPERUSER },
      );
      expect(
        relations,
        "add a row to TABLES in tests/postgres/support/rls-matrix.ts",
      ).toMatchObject({
        ok: true,
        lines: TABLES.map((entry) => entry.object).sort(),
      });
      const functions = await cluster.psql(
        // Trigger functions cannot be called over the API; they are checked below instead.
        "select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype order by 1",
        { user: SUPERUSER },
      );
      expect(
        functions,
        "add a row to FUNCTIONS in tests/postgres/support/rls-matrix.ts",
      ).toMatchObject({
        ok: true,
        lines: FUNCTIONS.map((entry) => entry.object).sort(),
      });
      const callableTriggers = await cluster.psql(
        "select p.proname || ' by ' || r from pg_proc p join pg_namespace n on n.oid = p.pronamespace, unnest(array['anon', 'authenticated']) r where n.nspname = 'public' and p.prorettype = 'trigger'::regtype and has_function_privilege(r, p.oid, 'execute') order by 1",
        { user: SUPERUSER },
      );
      expect(
        callableTriggers,
        "revoke execute on trigger functions from public, anon, authenticated",
      ).toMatchObject({
        ok: true,
        lines: [],
      });
    });

    it("reaches rows with every statement for some role, so a 0 or an empty read is RLS at work", () => {
      for (const { object, what, expect: outcomes } of [...TABLES, ...FUNCTIONS].flatMap((entry) =>
        entry.cases.map((c) => ({ object: entry.object, ...c })),
      )) {
        const reached = Object.values(outcomes).some((outcome) =>
          "rows" in outcome ? outcome.rows.length > 0 : "changed" in outcome && outcome.changed > 0,
        );
        expect(reached, `${object}: ${what}`).toBe(true);
      }
    });

    it.each(matrix)("$object, $what, as $role", async ({ sql, role, outcome }) => {
      expect(await runCase(cluster, role, sql)).toEqual(outcome);
    });
  },
);
