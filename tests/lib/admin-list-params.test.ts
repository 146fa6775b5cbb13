import { describe, expect, it } from "vitest";

import { adminListHref, pageRange, parseAdminListParams, SEARCH_MAX_LENGTH } from "@/lib/admin/list-params";
import { truncateText } from "@/lib/admin/format";

describe("parseAdminListParams", () => {
  it("defaults to the first page of submissions with no search", () => {
    expect(parseAdminListParams({})).toEqual({ tab: "submissions", q: "", page: 1 });
  });

  it("reads the tab, a trimmed term and the page", () => {
    expect(parseAdminListParams({ tab: "reviews", q: "  Asha ", page: "3" })).toEqual({ tab: "reviews", q: "Asha", page: 3 });
  });

  it.each(["0", "-2", "1.5", "abc", "1e3", ""])("treats the page %j as 1", (page) => {
    expect(parseAdminListParams({ page }).page).toBe(1);
  });

  it("bounds the term and ignores repeated parameters beyond the first", () => {
    const params = parseAdminListParams({ q: ["x".repeat(500), "y"], tab: ["reviews", "submissions"] });
    expect(params.q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(params.tab).toBe("reviews");
  });

  it("builds canonical links that round-trip", () => {
    expect(adminListHref("/kalpix-admin", { tab: "submissions", q: "", page: 1 })).toBe("/kalpix-admin");
    const href = adminListHref("/kalpix-admin", { tab: "reviews", q: "a&b=c", page: 2 });
    const parsed = new URL(href, "http://x.test");
    expect(parseAdminListParams(Object.fromEntries(parsed.searchParams))).toEqual({ tab: "reviews", q: "a&b=c", page: 2 });
  });

  it("maps pages to PostgREST ranges", () => {
    expect(pageRange(1, 20)).toEqual({ from: 0, to: 19 });
    expect(pageRange(3, 20)).toEqual({ from: 40, to: 59 });
  });
});

describe("truncateText", () => {
  it("leaves short text alone and cuts long text at a word", () => {
    expect(truncateText("short", 80)).toBe("short");
    const cut = truncateText("word ".repeat(40), 80);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(81);
  });
});
