import { describe, expect, it } from "vitest";

import { resolveSiteUrl, site, splashWords, timings } from "@/content/site";

describe("resolveSiteUrl", () => {
  it("defaults to the local development address", () => {
    expect(resolveSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(resolveSiteUrl("   ")).toBe("http://localhost:3000");
  });

  it("keeps only the origin, so canonicals never double a slash or carry a stray path", () => {
    expect(resolveSiteUrl("https://www.kalpix.in/")).toBe("https://www.kalpix.in");
    expect(resolveSiteUrl("https://www.kalpix.in/some/path?x=1")).toBe("https://www.kalpix.in");
  });

  it("rejects what is not an absolute http(s) URL, with a message naming the variable", () => {
    expect(() => resolveSiteUrl("kalpix.in")).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => resolveSiteUrl("ftp://kalpix.in")).toThrow(/http or https/);
  });
});

describe("site config", () => {
  it("puts the brand's name in the admin path", () => {
    expect(site.adminPath.startsWith("/")).toBe(true);
    expect(site.adminPath.toLowerCase()).toContain(site.name.toLowerCase());
  });

  it("has the Delhi office address and the served countries of the spec", () => {
    expect(site.address).toMatchObject({
      streetAddress: "Laxmi Nagar",
      postalCode: "110092",
      locality: "New Delhi",
      country: "IN",
    });
    expect(site.servedCountries).toEqual(["IN", "US", "GB", "AE", "SG", "AU"]);
  });

  it("has the spec's splash words and timings", () => {
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
