import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

const run = (version: string) =>
  spawnSync(
    process.execPath,
    [
      "-e",
      `Object.defineProperty(process.versions, "node", { value: "${version}" }); require("./scripts/check-node.cjs")`,
    ],
    { encoding: "utf8" },
  );

describe("check-node", () => {
  it("fails fast with a clear message on Node older than 22", () => {
    const result = run("20.19.0");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("needs Node.js 22 or newer");
    expect(result.stderr).toContain("20.19.0");
  });

  it("lets Node 22 and newer through", () => {
    expect(run("22.0.0").status).toBe(0);
    expect(run("24.3.1").status).toBe(0);
  });
});
