import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Issue #15: the README and the code comments had drifted from the code (a cited test that never
// existed, scripts and paths that had moved). These checks fail the next time they drift, in the
// README and in every page of docs/.

const root = path.resolve(import.meta.dirname, "..", "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

/** Every file git tracks or would track (so new, uncommitted files count as present). */
const trackedFiles = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter(Boolean);

/** The README, the embedded backend's README and every page of docs/, each with its text. */
const documents = trackedFiles
  .filter(
    (file) =>
      file === "README.md" ||
      file === "local-supabase/README.md" ||
      (file.startsWith("docs/") && file.endsWith(".md")),
  )
  .filter((file) => existsSync(path.join(root, file)))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

const TOP_LEVEL =
  /^(app|components|content|lib|scripts|supabase|local-supabase|tests|e2e|public|assets|docs|\.ci)\//;
const FILE_NAME = /^[\w.-]+\.(ts|tsx|mjs|cjs|json|toml|sql|md)$/;

/**
 * `path/like/this.ts` or `folder/` written in backticks, from the repository's root, and bare
 * file names (`site.ts`), which the surrounding text places in a folder.
 */
function citedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = quoted!.replace(/[?#].*$/, "").replace(/[.,:;]$/, "");
    if ((TOP_LEVEL.test(candidate) || FILE_NAME.test(candidate)) && !candidate.includes("<"))
      found.add(candidate);
  }
  return [...found];
}

/** Names the README mentions as what the code does not use (the design's `middleware.ts`). */
const NAMED_AS_ABSENT = new Set(["middleware.ts"]);

function exists(relative: string): boolean {
  if (NAMED_AS_ABSENT.has(relative)) return !existsSync(path.join(root, relative));
  if (FILE_NAME.test(relative))
    return trackedFiles.some((file) => path.basename(file) === relative);
  if (!relative.includes("*")) {
    // An import specifier such as `lib/utils` names a module without its extension.
    return ["", ".ts", ".tsx"].some((ext) => existsSync(path.join(root, relative + ext)));
  }
  const pattern = new RegExp(
    `^${relative.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}`,
  );
  return trackedFiles.some((file) => pattern.test(file));
}

describe("the README and docs/", () => {
  it("include the README and the pages of docs/", () => {
    const files = documents.map(({ file }) => file);
    expect(files).toContain("README.md");
    expect(files).toContain("docs/architecture.md");
    expect(files).toContain("local-supabase/README.md");
    expect(files.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(5);
  });

  it("keep the README a newcomer's page: at most 220 lines, the rest in docs/", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(220);
  });

  it("name only files and folders that exist", () => {
    const cited = documents.flatMap(({ file, text }) =>
      citedPaths(text).map((relative) => ({ file, relative })),
    );
    expect(cited.length).toBeGreaterThan(50);
    expect(
      cited.filter(({ relative }) => !exists(relative)).map((c) => `${c.file}: ${c.relative}`),
    ).toEqual([]);
  });

  it("draw the README's layout tree with folders that exist", () => {
    // Each line: a top-level folder or file, then its description; a word ending in "/" names a
    // folder inside it (a "(site)/" route group included), which must exist too.
    const tree = /## Layout\s+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const lines = tree.split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    const missing = lines.flatMap((line) => {
      const [top = "", ...words] = line.split(/\s+/);
      const named = words
        .map((word) => word.replace(/^`+|[`,;:]+$/g, ""))
        .filter((word) => /^[\w().-]+\/$/.test(word) && word !== top);
      // "reading content/" in the app/ line names the top-level folder: either place will do.
      const absent = (folder: string) =>
        !existsSync(path.join(root, top, folder)) && !existsSync(path.join(root, folder));
      return [
        ...(existsSync(path.join(root, top)) ? [] : [top]),
        ...(top.endsWith("/") ? named.filter(absent).map((folder) => top + folder) : []),
      ];
    });
    expect(missing).toEqual([]);
  });

  it("link only to files that exist", () => {
    const broken: string[] = [];
    for (const { file, text } of documents) {
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target!)) continue;
        const resolved = path.join(root, path.dirname(file), target!.replace(/#.*$/, ""));
        if (!resolved.startsWith(root + path.sep) || !existsSync(resolved))
          broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("name only npm scripts package.json defines", () => {
    const named = documents.flatMap(({ text }) =>
      [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name!),
    );
    expect(named.length).toBeGreaterThan(5);
    expect([...new Set(named)].filter((name) => !(name in packageJson.scripts))).toEqual([]);
  });

  it("lists only environment variables some code reads", () => {
    const table = readme.slice(
      readme.indexOf("## Environment variables"),
      readme.indexOf("\n## ", readme.indexOf("## Environment variables") + 1),
    );
    const names = new Set(
      [...table.matchAll(/^\|([^|]+)\|/gm)].flatMap(([, cell]) =>
        [...cell!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!),
      ),
    );
    expect(names.size).toBeGreaterThan(10);
    const sources = trackedFiles
      .filter((file) => /\.(ts|tsx|mjs|cjs|mts)$/.test(file) || file === ".ci/run")
      .filter((file) => !file.startsWith("tests/docs/") && existsSync(path.join(root, file)))
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    expect([...names].filter((name) => !sources.includes(name))).toEqual([]);
  });

  it("document every environment variable the schema and .env.example name", () => {
    const table = readme.slice(
      readme.indexOf("## Environment variables"),
      readme.indexOf("\n## ", readme.indexOf("## Environment variables") + 1),
    );
    const named = new Set(
      [".env.example", "lib/env/schema.ts"].flatMap((file) =>
        [
          ...readFileSync(path.join(root, file), "utf8").matchAll(
            /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g,
          ),
        ].map(([, name]) => name!),
      ),
    );
    // Set by Node and Next themselves, never by whoever deploys.
    for (const name of ["NODE_ENV", "NEXT_PHASE"]) named.delete(name);
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});

/**
 * Citations known to be wrong in files another change owns; each entry goes when its comment is
 * fixed (the test fails if an entry is no longer needed).
 */
const KNOWN_STALE = new Set<string>([]);

describe("code comments", () => {
  it("cite only test files that exist", () => {
    const cited: string[] = [];
    for (const file of trackedFiles) {
      if (!/\.(ts|tsx|mjs|cjs|mts|sql)$/.test(file) || file.startsWith("tests/docs/")) continue;
      if (!existsSync(path.join(root, file))) continue;
      const text = readFileSync(path.join(root, file), "utf8");
      for (const [reference] of text.matchAll(
        /\b(?:local-supabase\/)?(?:tests|e2e)\/[\w./()-]+\.(?:test|spec)\.ts\b/g,
      )) {
        if (!existsSync(path.join(root, reference))) cited.push(`${file}: ${reference}`);
      }
    }
    expect(cited.filter((entry) => !KNOWN_STALE.has(entry))).toEqual([]);
    expect([...KNOWN_STALE].filter((entry) => !cited.includes(entry))).toEqual([]);
  });
});

/**
 * A comment or a page that sends the reader to a document the repository does not hold ("the
 * spec", "section 9", a sibling folder) cannot be checked or followed; the rule is written here
 * instead. Playwright's `.spec.ts` file names and the word "specification" are not citations.
 */
const OUTSIDE_REFERENCES: [string, RegExp][] = [
  ["a sibling folder", /\.\.\/shared\b/],
  ["the spec", /\bthe spec\b/i],
  ["spec's", /\bspec['’]s\b/i],
  ["(spec", /\(spec\b/i],
  ["spec section", /\bspec,?\s+section\b/i],
  ["a section number", /\bsection\s+\d/i],
  ["a section sign", /§\s*\d/],
];

describe("comments and docs", () => {
  it("point at nothing outside the repository", () => {
    const scanned = trackedFiles.filter(
      (file) =>
        (file === "README.md" ||
          /^(app|lib|components|content|supabase|local-supabase|scripts|e2e|tests|docs)\//.test(
            file,
          ) ||
          !file.includes("/")) &&
        /\.(ts|tsx|mjs|cjs|mts|sql|css|md|toml)$/.test(file) &&
        file !== "tests/docs/docs-match-code.test.ts" &&
        existsSync(path.join(root, file)),
    );
    expect(scanned.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of scanned) {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        for (const [name, pattern] of OUTSIDE_REFERENCES)
          if (pattern.test(line)) hits.push(`${file}:${index + 1} (${name}): ${line.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });
});
