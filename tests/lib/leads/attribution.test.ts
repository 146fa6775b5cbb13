import { describe, expect, it } from "vitest";

import { leadOrigin } from "@/lib/leads/attribution";

const own = ["kalpix.in", "127.0.0.1:3100"];
const visit = (page: string | null, referrer: string | null = null, sentFrom = "/contact") =>
  leadOrigin({ visitPage: page, visitReferrer: referrer, sentFrom, referer: null, ownHosts: own });

describe("leadOrigin", () => {
  it("keeps the first page's path, its five campaign tags and the sending page", () => {
    expect(
      visit(
        "/services/ai-automation?utm_source=newsletter&utm_medium=email&utm_campaign=nov&utm_term=ai+agency&utm_content=hero%20button&fbclid=xyz",
        "https://news.example.com/issue/12?subscriber=42",
      ),
    ).toEqual({
      landing_page: "/services/ai-automation",
      referrer_origin: "https://news.example.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "nov",
      utm_term: "ai agency",
      utm_content: "hero button",
      sent_from: "/contact",
    });
  });

  it("keeps only the route of a personal invitation link, never its token", () => {
    const token = "bPiATbpLQxy2ahV_CFYTRA.2.9cyGx0wN1b2S6rqkE8zqVhGJm3Xb0F2y7Qk1aB9cDeF";
    const origin = visit(`/reviews/invite/${token}`, null, `/reviews/invite/${token}`);
    expect([origin.landing_page, origin.sent_from]).toEqual(["/reviews/invite", "/reviews/invite"]);
    const withoutScript = leadOrigin({
      visitPage: null,
      visitReferrer: null,
      sentFrom: null,
      referer: `https://kalpix.in/reviews/invite/${token}`,
      ownHosts: own,
    });
    expect(JSON.stringify(withoutScript)).not.toContain(token);
  });

  it("never stores the referrer's path or query, nor this site as a referrer", () => {
    expect(visit("/", "https://www.google.com/search?q=secret").referrer_origin).toBe(
      "https://www.google.com",
    );
    expect(visit("/", "https://kalpix.in/blog").referrer_origin).toBeNull();
    expect(visit("/", "http://127.0.0.1:3100/").referrer_origin).toBeNull();
  });

  it.each([
    ["a script in a tag", "/?utm_source=<script>alert(1)</script>"],
    ["a quote", "/?utm_source=a%22b"],
    ["a newline", "/?utm_source=a%0Ab"],
    ["a spreadsheet formula", "/?utm_source==HYPERLINK(%22x%22)"],
    ["a long tag", `/?utm_source=${"a".repeat(101)}`],
    ["a non-ASCII tag", "/?utm_source=caf%C3%A9"],
  ])("drops %s and keeps the rest", (_, page) => {
    const origin = visit(`${page}&utm_medium=email`);
    expect(origin.utm_source).toBeNull();
    expect(origin.utm_medium).toBe("email");
    expect(origin.landing_page).toBe("/");
  });

  it.each([
    ["an absolute URL", "https://evil.example/x"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a path with brackets", "/a(b)"],
    ["a path with a quote", "/a'b"],
    ["an overlong path", `/${"a".repeat(400)}`],
  ])("drops %s as a page", (_, page) => {
    expect(visit(page, null, page)).toMatchObject({ landing_page: null, sent_from: null });
  });

  it("drops referrers that are not web origins", () => {
    for (const referrer of [
      "javascript:alert(1)",
      "ftp://files.example",
      "not a url",
      "https://[::1]/",
    ])
      expect(visit("/", referrer).referrer_origin).toBeNull();
  });

  it("without JavaScript reads the post's Referer: this site's page, or another site's origin", () => {
    const fromReferer = (referer: string | null) =>
      leadOrigin({ visitPage: null, visitReferrer: null, sentFrom: null, referer, ownHosts: own });
    expect(fromReferer("https://kalpix.in/contact?utm_source=flyer")).toMatchObject({
      landing_page: "/contact",
      sent_from: "/contact",
      utm_source: "flyer",
      referrer_origin: null,
    });
    expect(fromReferer("https://other.example/page?utm_source=theirs")).toMatchObject({
      landing_page: null,
      utm_source: null,
      referrer_origin: "https://other.example",
    });
    expect(fromReferer(null)).toMatchObject({ landing_page: null, referrer_origin: null });
  });
});
