/**
 * lib/supabase/database.types.ts is generated from the migrations (`npm run db:types`): this test
 * generates it again, in memory, and fails when the committed file differs, so a migration
 * cannot land without the types the app is checked against.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { generateDatabaseTypes, TYPES_FILE } from "@/supabase/local/typegen.ts";

describe("lib/supabase/database.types.ts", () => {
  it("is what npm run db:types generates from the migrations", async () => {
    const generated = await generateDatabaseTypes();
    const committed = readFileSync(TYPES_FILE, "utf8");
    expect(
      committed,
      "lib/supabase/database.types.ts differs from the migrations: run npm run db:types and commit the result",
    ).toBe(generated);
  }, 60_000);
});
