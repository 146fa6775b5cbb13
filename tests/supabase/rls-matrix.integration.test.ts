/**
 * The row-level security matrix of tests/postgres, on the embedded backend's PGlite: the database
 * `npm run dev` and the end-to-end tests run on must refuse and allow exactly what a hosted
 * project's PostgreSQL does, for every API role, the aal1 and aal2 sessions of an admin with a
 * second factor and a password-only admin while factors are required included. Each case runs as
 * PostgREST runs a request (role and JWT claims set in the transaction) and is rolled back.
 */
import path from "node:path";

import { initAuthSchema } from "@kalpix/local-supabase/auth/schema";
import { applyBaseline } from "@kalpix/local-supabase/baseline";
import { LocalDb } from "@kalpix/local-supabase/db";
import { migrate } from "@kalpix/local-supabase/migrate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  expectedOutcome,
  factorPolicySql,
  FIXTURES_SQL,
  FUNCTIONS,
  ROLES,
  TABLES,
  type Outcome,
  type Role,
} from "../postgres/support/rls-matrix";

let db: LocalDb;

beforeAll(async () => {
  db = await LocalDb.open(null);
  await applyBaseline(db);
  await initAuthSchema(db);
  await migrate(db, {
    migrationsDir: path.join(process.cwd(), "supabase", "migrations"),
    seedFile: null,
  });
  await db.pg.exec(FIXTURES_SQL);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** As psql prints a value: t/f for booleans, the text of anything else. */
const asText = (value: unknown) =>
  typeof value === "boolean" ? (value ? "t" : "f") : String(value);

class RollBack extends Error {}

async function runCase(role: Role, sql: string): Promise<Outcome> {
  const { role: dbRole, claims } = ROLES[role];
  let outcome: Outcome | null = null;
  try {
    await db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'service_role', true)");
      await tx.query(factorPolicySql(role));
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
        [dbRole, JSON.stringify(claims)],
      );
      const result = await tx.query<Record<string, unknown>>(sql);
      outcome = /^\s*select\b/i.test(sql)
        ? { rows: result.rows.map((row) => asText(Object.values(row)[0])) }
        : { changed: result.affectedRows ?? 0 };
      throw new RollBack();
    });
  } catch (error) {
    if (error instanceof RollBack) return outcome!;
    const { code, message } = error as { code?: string; message: string };
    return { refused: { sqlstate: code ?? "", message } };
  }
  throw new Error("the case's transaction was not rolled back");
}

const roles = Object.keys(ROLES) as Role[];
const matrix = [...TABLES, ...FUNCTIONS].flatMap(({ object, cases }) =>
  cases.flatMap(({ what, sql, expect: outcomes }) =>
    roles.map((role) => ({ object, what, sql, role, outcome: expectedOutcome(outcomes, role) })),
  ),
);

describe("RLS matrix on the embedded backend (PGlite)", () => {
  it.each(matrix)("$object, $what, as $role", async ({ role, sql, outcome }) => {
    expect(await runCase(role, sql)).toEqual(outcome);
  });
});
