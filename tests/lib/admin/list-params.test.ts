import { describe, expect, it } from "vitest";

import { truncateText } from "@/lib/admin/format";
import {
  adminListHref,
  encodeCursor,
  parseAdminListParams,
  readSearchTerm,
  SEARCH_MAX_LENGTH,
  slicePage,
} from "@/lib/admin/list-params";

const row = {
  created_at: "2026-11-22T10:16:12.345678+00:00",
  id: "0b5e7a52-8d0e-4a53-9a8e-3c3f1f7b2a10",
};

describe("parseAdminListParams", () => {
  it("defaults to the newest submissions with no search", () => {
    expect(parseAdminListParams({})).toEqual({
      tab: "submissions",
      status: "all",
      q: "",
      source: "",
      cursor: null,
    });
  });

  it("reads the tab, a trimmed term and a cursor in either direction", () => {
    expect(
      parseAdminListParams({ tab: "reviews", q: "  Asha ", before: encodeCursor(row) }),
    ).toEqual({
      tab: "reviews",
      status: "all",
      q: "Asha",
      source: "",
      cursor: { createdAt: row.created_at, id: row.id, direction: "older" },
    });
    expect(parseAdminListParams({ after: encodeCursor(row) }).cursor?.direction).toBe("newer");
  });

  it.each([
    "",
    "garbage",
    `2026-13-45T99:99:99Z_${row.id}`,
    `${row.created_at}_not-a-uuid`,
    `${row.created_at}); drop table reviews;--_${row.id}`,
    `now_${row.id}`,
  ])("ignores the malformed cursor %j", (before) => {
    expect(parseAdminListParams({ before }).cursor).toBeNull();
  });

  it("bounds the term and ignores repeated parameters beyond the first", () => {
    const params = parseAdminListParams({
      q: ["x".repeat(500), "y"],
      tab: ["reviews", "submissions"],
    });
    expect(params.q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(params.tab).toBe("reviews");
  });

  it("reads a term with a NUL or other control characters as spaces, which Postgres can search", () => {
    expect(parseAdminListParams({ q: "\u0000" }).q).toBe("");
    expect(readSearchTerm("ada\u0000 lovelace\r\n")).toBe("ada  lovelace");
    expect(readSearchTerm(["\u0007bell", "other"])).toBe("bell");
    expect(readSearchTerm(undefined)).toBe("");
  });

  it("builds canonical links that round-trip", () => {
    expect(
      adminListHref("/kalpix-admin", {
        tab: "submissions",
        status: "all",
        q: "",
        source: "",
        cursor: null,
      }),
    ).toBe("/kalpix-admin");
    const state = {
      tab: "reviews" as const,
      status: "pending" as const,
      q: "a&b=c,(x)*.%'\"",
      source: "",
      cursor: { createdAt: row.created_at, id: row.id, direction: "newer" as const },
    };
    const parsed = new URL(adminListHref("/kalpix-admin", state), "http://x.test");
    expect(parseAdminListParams(Object.fromEntries(parsed.searchParams))).toEqual(state);
  });
});

describe("status filters", () => {
  it("reads each tab's own statuses and falls back to all for anything else", () => {
    expect(parseAdminListParams({ status: "new" }).status).toBe("new");
    expect(parseAdminListParams({ status: "handled" }).status).toBe("handled");
    expect(parseAdminListParams({ tab: "reviews", status: "pending" }).status).toBe("pending");
    expect(parseAdminListParams({ tab: "reviews", status: "approved" }).status).toBe("approved");
    expect(parseAdminListParams({ status: "spam" }).status).toBe("spam");
    expect(parseAdminListParams({ tab: "reviews", status: "spam" }).status).toBe("spam");
    // Another tab's status, or junk, is no filter at all.
    expect(parseAdminListParams({ tab: "reviews", status: "handled" }).status).toBe("all");
    expect(parseAdminListParams({ status: "pending" }).status).toBe("all");
    expect(parseAdminListParams({ status: "'; drop table reviews;--" }).status).toBe("all");
  });

  it("reads a cursor of the pending-first order it once had as no cursor: the first page", () => {
    expect(parseAdminListParams({ tab: "reviews", before: `${encodeCursor(row)}_a` }).cursor).toBe(
      null,
    );
  });
});

describe("the source filter", () => {
  it("reads a source as the database stores it, lowercased, and keeps it in every link", () => {
    expect(parseAdminListParams({ source: "google" }).source).toBe("google");
    expect(parseAdminListParams({ source: "Google" }).source).toBe("google");
    for (const source of ["direct", "l.facebook.com", "spring sale+x:1@a/b-c_d~e"])
      expect(parseAdminListParams({ source }).source).toBe(source);
    const state = {
      tab: "submissions" as const,
      status: "spam" as const,
      q: "Asha",
      source: "news letter+x",
      cursor: { createdAt: row.created_at, id: row.id, direction: "older" as const },
    };
    const href = adminListHref("/kalpix-admin", state);
    expect(href).toContain("source=news+letter%2Bx");
    const parsed = new URL(href, "http://x.test");
    expect(parseAdminListParams(Object.fromEntries(parsed.searchParams))).toEqual(state);
    expect(adminListHref("/kalpix-admin", { ...state, cursor: null, source: "" })).toBe(
      "/kalpix-admin?status=spam&q=Asha",
    );
  });

  it.each([
    "",
    "x".repeat(101),
    "google'; drop table form_submissions;--",
    "<script>alert(1)</script>",
    "goo%gle",
    "a,b",
    "(direct)",
    "google\nbing",
    "ｇｏｏｇｌｅ",
    "göögle",
    "tab\there",
  ])("drops the hostile or impossible source %j", (source) => {
    expect(parseAdminListParams({ source }).source).toBe("");
  });

  it("takes the first of repeated sources, and none on the reviews tab", () => {
    expect(parseAdminListParams({ source: ["bing", "google"] }).source).toBe("bing");
    expect(parseAdminListParams({ tab: "reviews", source: "google" }).source).toBe("");
    expect(
      adminListHref("/kalpix-admin", {
        tab: "reviews",
        status: "all",
        q: "",
        source: "google",
        cursor: null,
      }),
    ).toBe("/kalpix-admin?tab=reviews");
  });
});

describe("slicePage", () => {
  const rows = Array.from({ length: 21 }, (_, i) => i);

  it("shows the first 20 of 21 and knows older rows exist", () => {
    expect(slicePage(rows, null, 20)).toEqual({
      rows: rows.slice(0, 20),
      hasNewer: false,
      hasOlder: true,
    });
    expect(slicePage(rows.slice(0, 5), null, 20)).toEqual({
      rows: rows.slice(0, 5),
      hasNewer: false,
      hasOlder: false,
    });
  });

  it("going newer drops the extra newest row and always has older rows", () => {
    const cursor = { createdAt: row.created_at, id: row.id, direction: "newer" as const };
    expect(slicePage(rows, cursor, 20)).toEqual({
      rows: rows.slice(1),
      hasNewer: true,
      hasOlder: true,
    });
    expect(slicePage(rows.slice(0, 3), cursor, 20)).toEqual({
      rows: rows.slice(0, 3),
      hasNewer: false,
      hasOlder: true,
    });
  });
});

describe("truncateText", () => {
  it("leaves short text alone and cuts long text at a word", () => {
    expect(truncateText("short", 80)).toBe("short");
    const cut = truncateText("word ".repeat(40), 80);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(81);
  });

  it("drops a full stop or comma before the ellipsis, so a cut never reads as four dots", () => {
    const text = `${"word ".repeat(12)}bookings. ${"more ".repeat(20)}`;
    expect(truncateText(text, 70)).toBe(`${"word ".repeat(12)}bookings…`);
  });
});
