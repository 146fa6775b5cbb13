/**
 * zod (about 30 KiB gzip) stays off every page's first load: only `*.schema.ts` files (and
 * `zod.ts` with `zod-api.ts`, where zod is configured and named) import it, and no client component
 * imports one of them statically; a form fetches its schema when it is used
 * (components/forms/lazy-validator.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const schemasDir = path.join(root, "lib/schemas");
const importsZod = (source: string) => /from ["'](zod|\.\/zod|\.\/zod-api)["']/.test(source);
const zodEntries = new Set(["zod.ts", "zod-api.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("lib/schemas file names", () => {
  it("say which files load zod: *.schema.ts, zod.ts and zod-api.ts, and no other", () => {
    const misnamed = readdirSync(schemasDir)
      .filter((name) => name.endsWith(".ts"))
      .filter((name) => {
        const zodByName = name.endsWith(".schema.ts") || zodEntries.has(name);
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

  it("take zod's functions by name: its `z` namespace holds every locale, which no bundler drops", () => {
    const namespaceImport =
      /^import (\{[^}]*\bz\b[^}]*\}|\* as \w+|\w+) from ["']zod(\/[\w/]+)?["']/m;
    const offenders = ["lib/schemas", "app", "components"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => namespaceImport.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
