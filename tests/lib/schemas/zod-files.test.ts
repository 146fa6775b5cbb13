/**
 * zod (about 30 KiB) stays off every page's first load: only `*.schema.ts` files (and `zod.ts`,
 * where zod is configured) import it, and no client component imports one of them statically; a
 * form fetches its schema on first focus (components/forms/lazy-validator.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const schemasDir = path.join(root, "lib/schemas");
const importsZod = (source: string) => /from ["'](zod|\.\/zod)["']/.test(source);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("lib/schemas file names", () => {
  it("say which files load zod: *.schema.ts and zod.ts, and no other", () => {
    const misnamed = readdirSync(schemasDir)
      .filter((name) => name.endsWith(".ts"))
      .filter((name) => {
        const zodByName = name.endsWith(".schema.ts") || name === "zod.ts";
        return importsZod(readFileSync(path.join(schemasDir, name), "utf8")) !== zodByName;
      });
    expect(misnamed).toEqual([]);
  });

  it("keep zod out of client components: none imports a schema file statically", () => {
    const offenders = ["app", "components"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => {
        const source = readFileSync(file, "utf8");
        if (!/^["']use client["']/.test(source.trimStart())) return false;
        return /^import [^;]*? from ["']@\/lib\/schemas\/(zod|[\w-]+\.schema)["']/m.test(source);
      })
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
