/**
 * lib/supabase/database.types.ts is generated from the migrations (`npm run db:types`): this test
 * runs the generator in its --check mode, which generates the file again in memory and fails when
 * the committed file differs, so a migration cannot land without the types the app is checked
 * against.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("lib/supabase/database.types.ts", () => {
  it("is what npm run db:types generates from the migrations", async () => {
    const run = await promisify(execFile)(
      process.execPath,
      [
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        "scripts/db-types.ts",
        "--check",
      ],
      { cwd: root },
    ).catch((error: { stdout: string; stderr: string }) => error);
    expect(
      run.stderr,
      "lib/supabase/database.types.ts differs from the migrations: run npm run db:types and commit the result",
    ).toBe("");
    expect(run.stdout).toContain("is up to date");
  }, 60_000);
});
