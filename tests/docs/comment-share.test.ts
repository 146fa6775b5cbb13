import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const CEILING = 0.06;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*|\{\/\*)/;

/** Full-line comments and non-blank lines of the app's source, as the awk count in the docs. */
function commentShare(): { comments: number; lines: number } {
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "app", "components", "lib"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\n")
    .filter((file) => /\.(ts|tsx|js|mjs|css)$/.test(file));
  let comments = 0;
  let lines = 0;
  for (const file of files) {
    for (const line of readFileSync(path.join(root, file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      lines += 1;
      if (COMMENT_LINE.test(line)) comments += 1;
    }
  }
  return { comments, lines };
}

describe("comments in app/, components/ and lib/", () => {
  it("stay at most 6% of the non-blank lines", () => {
    const { comments, lines } = commentShare();
    expect(lines).toBeGreaterThan(10_000);
    expect(comments / lines).toBeLessThanOrEqual(CEILING);
  });
});
