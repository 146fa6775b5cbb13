import { describe, expect, it } from "vitest";

import { publicRoutes } from "@/content/routes";
import { servicePages } from "@/content/service-pages";
import { getShareCard, shareCardAlt, shareCards } from "@/content/share-cards";

describe("share cards", () => {
  it("one card for every public page, in the sitemap's set", () => {
    expect(shareCards.map((card) => card.path).sort()).toEqual(
      publicRoutes.map((route) => route.path).sort(),
    );
  });

  it("no two pages share a title, so no two share a picture", () => {
    expect(new Set(shareCards.map((card) => card.title)).size).toBe(shareCards.length);
  });

  it("every service shows its icon and every case study its screenshot", () => {
    for (const page of servicePages) {
      expect(getShareCard(`/services/${page.slug}`).art?.kind).toBe("icon");
    }
    for (const card of shareCards.filter((c) => c.path.startsWith("/portfolio/"))) {
      expect(card.art?.kind).toBe("picture");
    }
  });

  it("the alt text names the kind and the title, and the screenshot when there is one", () => {
    expect(shareCardAlt(getShareCard("/portfolio/axero"))).toMatch(
      /^Kalpix card \(Case study\): “Axero”, beside a screenshot: Axero dashboard .+\. An AI agent platform .+\.$/,
    );
    expect(shareCardAlt(getShareCard("/"))).toMatch(/”, beside the Kalpix mark\.$/);
  });

  it("an unknown page has no card, so a new page without one fails the build", () => {
    expect(() => getShareCard("/nowhere")).toThrow(/No share card for \/nowhere/);
  });
});
