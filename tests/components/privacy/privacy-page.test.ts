import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { privacyHead, privacySections } from "@/content/privacy";
import { reviewPolicy } from "@/content/reviews";
import { site } from "@/content/site";
import { retentionPeriods } from "@/lib/privacy/retention";
import { ReviewPolicy } from "@/components/privacy/review-policy";
import PrivacyPage from "@/app/(site)/privacy/page";

const html = renderToStaticMarkup(createElement(PrivacyPage));
const sections = privacySections(retentionPeriods());

describe("the /privacy page's server HTML", () => {
  it("has one h1, the updated date as a <time>, and each section as a named region", () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain(`<time dateTime="${privacyHead.updatedAt}">`);
    for (const section of sections) {
      expect(html).toContain(`<section aria-labelledby="${section.id}"`);
      expect(html).toMatch(new RegExp(`<h2 id="${section.id}"[^>]*>${section.title}</h2>`));
    }
  });

  it("lists the sections in a contents list of anchor links", () => {
    const nav = /<nav id="contents" aria-label="On this page"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect([...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(
      sections.map((section) => section.id),
    );
  });

  it("shows the retention periods and the agency's e-mail as a mailto link", () => {
    const { enquiryMonths, unapprovedReviewMonths } = retentionPeriods();
    expect(html).toContain(`${enquiryMonths} months after they arrive`);
    expect(html).toContain(`${unapprovedReviewMonths} months after they arrive`);
    expect(html).toContain(`href="mailto:${site.email}"`);
    expect(html).toContain(site.legalName);
  });

  it("itemises each purpose as a definition list", () => {
    expect(html.match(/<dl\b/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain("<dt");
  });
});

describe("the review policy on /reviews", () => {
  it("is a named region with the id the notice links to, and a mailto link to withdraw", () => {
    const policy = renderToStaticMarkup(createElement(ReviewPolicy, reviewPolicy));
    expect(policy).toMatch(/^<section id="review-policy" aria-labelledby="review-policy-title"/);
    expect(policy).toContain(`href="mailto:${site.email}"`);
    expect(policy).toContain("We publish every genuine review, good or bad.");
  });
});
