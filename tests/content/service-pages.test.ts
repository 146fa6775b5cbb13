import { describe, expect, it } from "vitest";

import { toPlainText, type RichText } from "@/content/rich-text";
import { getServicePage, servicePages } from "@/content/service-pages";

const hrefsIn = (texts: readonly RichText[] = []) =>
  texts.flatMap((text) =>
    typeof text === "string"
      ? []
      : text.flatMap((part) => (typeof part === "string" ? [] : [part.href])),
  );

describe("service pages", () => {
  it("are the 9 service pages", () => {
    expect(servicePages.map((page) => page.slug)).toEqual([
      "ai-automation",
      "social-media-management",
      "web-design-seo",
      "ecommerce-development",
      "landing-page-design",
      "ai-saas-development",
      "product-mockups-gfx",
      "ai-ugc-video-ads",
      "facebook-instagram-ads",
    ]);
  });

  it("end in a call to action to /contact with the agreed labels", () => {
    const labels = Object.fromEntries(servicePages.map((page) => [page.slug, page.cta.label]));
    expect(labels).toEqual({
      "ai-automation": "Book a Discovery Call",
      "social-media-management": "Book a Discovery Call",
      "web-design-seo": "Book a Discovery Call",
      "ecommerce-development": "Start Your E-commerce Project",
      "landing-page-design": "Get a High-Converting Landing Page",
      "ai-saas-development": "Book a Discovery Call",
      "product-mockups-gfx": "Book a Discovery Call",
      "ai-ugc-video-ads": "Book a Discovery Call",
      "facebook-instagram-ads": "Book a Discovery Call",
    });
    for (const page of servicePages) expect(page.cta.href).toBe("/contact");
  });

  it("each have a title, an intro, Key Facts and real body copy", () => {
    for (const page of servicePages) {
      expect(page.title.length).toBeGreaterThan(10);
      expect(page.intro.length).toBeGreaterThan(80);
      expect(page.keyFacts.length).toBeGreaterThanOrEqual(4);
      expect(page.included.length).toBeGreaterThanOrEqual(4);
      expect(page.process).toHaveLength(4);
      expect(page.timeline.phases.length).toBeGreaterThanOrEqual(3);
      const copy = JSON.stringify(page).toLowerCase();
      expect(copy).not.toContain("lorem");
      expect(copy).not.toContain("ipsum");
    }
  });

  it("have unique titles and meta descriptions of about 150 characters", () => {
    expect(new Set(servicePages.map((page) => page.head.title)).size).toBe(9);
    for (const page of servicePages) {
      expect(page.head.description.length, page.slug).toBeGreaterThanOrEqual(120);
      expect(page.head.description.length, page.slug).toBeLessThanOrEqual(170);
    }
  });

  it("AI automation has an FAQ of 4 or 5 questions, one answer linking to /portfolio", () => {
    const faq = getServicePage("ai-automation")?.faq ?? [];
    expect(faq.length).toBeGreaterThanOrEqual(4);
    expect(faq.length).toBeLessThanOrEqual(5);
    expect(hrefsIn(faq.map((item) => item.answer))).toContain("/portfolio");
    for (const item of faq) expect(toPlainText(item.answer).length).toBeGreaterThan(60);
  });

  it("social media links to the Facebook/Instagram ads page; web design to e-commerce and landing pages", () => {
    expect(hrefsIn(getServicePage("social-media-management")?.overview)).toContain(
      "/services/facebook-instagram-ads",
    );
    expect(hrefsIn(getServicePage("web-design-seo")?.overview)).toEqual(
      expect.arrayContaining(["/services/ecommerce-development", "/services/landing-page-design"]),
    );
  });

  it("finds nothing for an unknown slug", () => {
    expect(getServicePage("no-such-service")).toBeUndefined();
  });
});
