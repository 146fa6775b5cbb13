import { describe, expect, it } from "vitest";

import { noticePlainText } from "@/content/privacy";
import { reviewPolicy, reviewsPage } from "@/content/reviews";
import { site } from "@/content/site";

const text = () =>
  [reviewPolicy.title, reviewPolicy.intro, ...reviewPolicy.points.map(noticePlainText)].join("\n");

describe("the published review policy", () => {
  it("publishes every genuine review and moderates by content only, never by rating or sentiment", () => {
    expect(text()).toMatch(/every genuine review/i);
    expect(text()).toMatch(/spam/i);
    expect(text()).toMatch(/abus/i);
    expect(text()).toMatch(/unrelated/i);
    expect(text()).toMatch(/personal data/i);
    expect(text()).toMatch(/never\b[^.]*\brating/i);
    expect(text()).toMatch(/sentiment|good or bad|positive or negative/i);
  });

  it("tells a reviewer how to have a review withdrawn, at the e-mail from the site config", () => {
    expect(text()).toMatch(/withdraw/i);
    expect(text()).toContain(site.email);
  });

  it("leaves the page's existing copy as it was", () => {
    expect(reviewsPage.intro).toBe(
      "Honest words from the brands we work with, published after a quick check that each review is genuine.",
    );
    expect(reviewsPage.empty).toBe(
      "No reviews are published yet. Worked with us? Be the first to leave one below.",
    );
  });
});
