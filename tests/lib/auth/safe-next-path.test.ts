import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { safeNextPath } from "@/lib/auth/safe-next-path";

import { OPEN_REDIRECT_CORPUS } from "../../support/open-redirect-corpus";

const ORIGIN = "https://kalpix.example";

describe("safeNextPath", () => {
  it.each([
    ["/kalpix-admin", "/kalpix-admin"],
    ["/kalpix-admin?tab=reviews#list", "/kalpix-admin?tab=reviews#list"],
    ["/kalpix-admin/security", "/kalpix-admin/security"],
    ["/login?view=update_password", "/login?view=update_password"],
    ["/a/../kalpix-admin", "/kalpix-admin"],
  ])("keeps the landing %s", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each(OPEN_REDIRECT_CORPUS)("lands on the site for %j", (raw) => {
    const landing = new URL(safeNextPath(raw), ORIGIN);
    expect(landing.origin).toBe(ORIGIN);
    expect(
      landing.pathname === site.adminPath ||
        landing.pathname.startsWith(`${site.adminPath}/`) ||
        landing.pathname === "/login",
    ).toBe(true);
  });

  it.each(["/..//evil.example", "/.//x", "/a/..//x", "/%2e%2e//x", "/kalpix-admin/..//x"])(
    "never answers a scheme-relative path for %j",
    (raw) => {
      expect(safeNextPath(raw)).not.toMatch(/^\/\//);
    },
  );

  it.each([
    "/blog",
    "/contact",
    "/kalpix-adminx",
    "/api/cron/notifications",
    "",
    null,
    undefined,
    `/${"a".repeat(3000)}`,
  ])("falls back to the dashboard for %j, outside the admin area and the login", (raw) => {
    expect(safeNextPath(raw)).toBe(site.adminPath);
  });
});
