import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { applyBaseline } from "../src/baseline.ts";
import { LocalDb } from "../src/db.ts";
import { migrate } from "../src/migrate.ts";

const dir = mkdtempSync(path.join(tmpdir(), "kalpix-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("local migrations", () => {
  it("applies migrations in version order once, new ones on the next start, and the seed only once", async () => {
    const migrations = path.join(dir, "migrations");
    const seed = path.join(dir, "seed.sql");
    const dataDir = path.join(dir, "db");
    mkdirSync(migrations, { recursive: true });
    writeFileSync(
      path.join(migrations, "20260101000002_second.sql"),
      "alter table public.notes add column body text;",
    );
    writeFileSync(
      path.join(migrations, "20260101000001_first.sql"),
      "create table public.notes (id int primary key);",
    );
    writeFileSync(path.join(migrations, "README.md"), "not a migration");
    writeFileSync(seed, "insert into public.notes (id) values (1);");

    let db = await LocalDb.open(dataDir);
    await applyBaseline(db);
    expect(await migrate(db, { migrationsDir: migrations, seedFile: seed })).toEqual({
      applied: ["20260101000001_first.sql", "20260101000002_second.sql"],
      seeded: true,
      edited: [],
    });
    await db.close();

    writeFileSync(
      path.join(migrations, "20260102000000_third.sql"),
      "alter table public.notes add column title text;",
    );
    db = await LocalDb.open(dataDir);
    await applyBaseline(db);
    expect(await migrate(db, { migrationsDir: migrations, seedFile: seed })).toEqual({
      applied: ["20260102000000_third.sql"],
      seeded: false,
      edited: [],
    });
    const rows = await db.pg.query("select id, body, title from public.notes");
    expect(rows.rows).toEqual([{ id: 1, body: null, title: null }]);
    await db.close();
  }, 60_000);

  it("names a migration edited after this database applied it, and does not run it again", async () => {
    const migrations = path.join(dir, "edited");
    const dataDir = path.join(dir, "edited-db");
    mkdirSync(migrations, { recursive: true });
    const file = path.join(migrations, "20260101000000_notes.sql");
    writeFileSync(file, "create table public.notes (id int primary key);");
    let db = await LocalDb.open(dataDir);
    await applyBaseline(db);
    await migrate(db, { migrationsDir: migrations, seedFile: null });
    await db.close();

    writeFileSync(file, "create table public.notes (id int primary key, body text);");
    db = await LocalDb.open(dataDir);
    await applyBaseline(db);
    expect(await migrate(db, { migrationsDir: migrations, seedFile: null })).toEqual({
      applied: [],
      seeded: false,
      edited: ["20260101000000_notes.sql"],
    });
    const columns = await db.pg.query(
      "select column_name from information_schema.columns where table_name = 'notes'",
    );
    expect(columns.rows).toEqual([{ column_name: "id" }]);
    await db.close();
  }, 60_000);

  it("rolls a failing migration back and does not record it", async () => {
    const migrations = path.join(dir, "broken");
    mkdirSync(migrations, { recursive: true });
    writeFileSync(
      path.join(migrations, "20260101000000_broken.sql"),
      "create table public.half (id int); select * from no_such_table;",
    );
    const db = await LocalDb.open(null);
    await applyBaseline(db);
    await expect(migrate(db, { migrationsDir: migrations, seedFile: null })).rejects.toThrow(
      /no_such_table/,
    );
    const half = await db.pg.query("select to_regclass('public.half') as t");
    expect(half.rows).toEqual([{ t: null }]);
    const recorded = await db.pg.query("select version from supabase_migrations.schema_migrations");
    expect(recorded.rows).toEqual([]);
    await db.close();
  }, 60_000);
});
