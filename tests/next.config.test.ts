/**
 * next.config.ts sends action requests too large for Next's 1 MB action limit to a route that
 * answers 413 (Next itself would answer 500). The `has` values are matched as Next's router
 * does: `new RegExp("^" + value + "$")` against the header.
 */
import { describe, expect, it } from "vitest";

import config from "@/next.config";

type Has = { type: string; key: string; value?: string };
type Rule = { source: string; destination: string; has?: Has[] };

const { beforeFiles } = (await config("phase-production-build").rewrites!()) as {
  beforeFiles: Rule[];
};

/** Whether some rule sends a request with these headers to /auth/too-large, as Next's matchHas decides. */
function isRefused(headers: Record<string, string>): boolean {
  return beforeFiles.some(
    (rule) =>
      rule.destination === "/auth/too-large" &&
      (rule.has ?? []).every(({ key, value }) => {
        const actual = headers[key];
        if (actual === undefined) return false;
        return value === undefined || new RegExp(`^${value}$`).test(actual);
      }),
  );
}

describe("the oversized-body rewrites", () => {
  it("refuse a declared body of 1 000 000 bytes or more, below Next's 1 MB (1 048 576) action limit", () => {
    expect(config("phase-production-build").experimental?.serverActions?.bodySizeLimit).toBe("1mb");
    for (const length of [
      "1000000",
      "1048576",
      "1048577",
      "2097152",
      "0001000000",
      "99999999999",
    ]) {
      expect(isRefused({ "content-length": length }), length).toBe(true);
    }
  });

  it("let every smaller body through to the page and its form", () => {
    for (const length of ["0", "1", "5000", "999999", "0999999", "000000999999"]) {
      expect(isRefused({ "content-length": length }), length).toBe(false);
    }
    expect(isRefused({})).toBe(false);
  });

  it("refuse an action-shaped request of undeclared length (chunked), and only those", () => {
    expect(isRefused({ "transfer-encoding": "chunked", "next-action": "abc" })).toBe(true);
    expect(
      isRefused({
        "transfer-encoding": "chunked",
        "content-type": "multipart/form-data; boundary=x",
      }),
    ).toBe(true);
    expect(isRefused({ "transfer-encoding": "chunked", "content-type": "application/json" })).toBe(
      false,
    );
    expect(isRefused({ "next-action": "abc", "content-length": "1200" })).toBe(false);
  });

  it("cover every path, the pages of both forms and /login included", () => {
    for (const rule of beforeFiles) expect(rule.source).toBe("/:path*");
  });
});
