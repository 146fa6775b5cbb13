import { describe, expect, it } from "vitest";

import { site, splashWords, timings } from "@/content/site";

describe("site config", () => {
  it("puts the brand's name in the admin path", () => {
    expect(site.adminPath.startsWith("/")).toBe(true);
    expect(site.adminPath.toLowerCase()).toContain(site.name.toLowerCase());
  });

  it("has the Delhi office address and the served countries", () => {
    expect(site.address).toMatchObject({
      streetAddress: "Laxmi Nagar",
      postalCode: "110092",
      locality: "New Delhi",
      country: "IN",
    });
    expect(site.servedCountries).toEqual(["IN", "US", "GB", "AE", "SG", "AU"]);
  });

  it("has the splash words and timings", () => {
    expect(splashWords).toEqual([
      "Social Media Agency",
      "Web Dev Agency",
      "Marketing Agency",
      "Automation Agency",
    ]);
    expect(timings).toEqual({
      splashVisibleMs: 6500,
      splashFadeMs: 800,
      splashWordMs: 1500,
      headerScrollThresholdPx: 10,
    });
  });
});
