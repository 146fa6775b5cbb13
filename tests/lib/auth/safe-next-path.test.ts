import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { safeNextPath } from "@/lib/auth/safe-next-path";

describe("safeNextPath", () => {
  it.each([
    ["/kalpix-admin", "/kalpix-admin"],
    ["/login?view=update_password", "/login?view=update_password"],
    ["/a/../b", "/b"],
  ])("keeps the same-origin path %s", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\tevil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    null,
    undefined,
    `/${"a".repeat(3000)}`,
  ])("falls back to the dashboard for %j", (raw) => {
    expect(safeNextPath(raw)).toBe(site.adminPath);
  });
});
