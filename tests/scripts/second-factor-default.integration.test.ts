/**
 * The part of `npm run check:deploy` that needs no hosted project: supabase/migrations, applied to
 * an empty database as `supabase db push` applies them (no seed), must leave second factors
 * required; a migration that turns them off fails the check.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { secondFactorDefaultProblems } from "../../scripts/second-factor-default";

const MIGRATIONS = path.join(process.cwd(), "supabase", "migrations");

describe("secondFactorDefaultProblems", () => {
  it("finds none in this repository's migrations", async () => {
    expect(await secondFactorDefaultProblems(MIGRATIONS)).toEqual([]);
  });

  it("names a migration that leaves second factors optional", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kalpix-migrations-"));
    try {
      cpSync(MIGRATIONS, dir, { recursive: true });
      writeFileSync(
        path.join(dir, "20990101000000_relax.sql"),
        "update public.security_settings set require_second_factor = false;",
      );
      expect(await secondFactorDefaultProblems(dir)).toEqual([
        expect.stringMatching(/^supabase\/migrations leave second factors optional/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
