/**
 * `npm run db:types`: regenerates lib/supabase/database.types.ts from supabase/migrations (in an
 * in-memory database of the embedded backend; no server, Docker or hosted project needed). Run it
 * after adding a migration and commit the result; tests/scripts/db-types.integration.test.ts fails until then.
 * `--check` writes nothing and exits 1 when the committed file is out of date.
 */
import path from "node:path";

import { generateDatabaseTypes } from "@kalpix/local-supabase/typegen";
import { format, resolveConfig } from "prettier";

import { writeOrCheck } from "./generated-file.ts";

const root = path.resolve(import.meta.dirname, "..");
const TYPES_FILE = path.join(root, "lib", "supabase", "database.types.ts");

const raw = await generateDatabaseTypes(path.join(root, "supabase", "migrations"));
// Formatted by the project's prettier, so the committed file passes `prettier --check`.
const text = await format(raw, { ...(await resolveConfig(TYPES_FILE)), filepath: TYPES_FILE });
writeOrCheck(TYPES_FILE, text, "npm run db:types");
