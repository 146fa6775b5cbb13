import { describe, expect, it } from "vitest";

import {
  delhiOffice,
  getMarketLocation,
  locations,
  marketCta,
  marketLocations,
} from "@/content/locations";
import { site } from "@/content/site";

describe("locations", () => {
  it("are the Delhi office and the six markets, each with name, country and slug", () => {
    expect(locations).toHaveLength(7);
    expect(locations.map((location) => location.slug)).toEqual([
      "delhi",
      "india",
      "usa",
      "uk",
      "uae",
      "singapore",
      "australia",
    ]);
    for (const location of locations) {
      expect(Object.keys(location).sort()).toEqual(["country", "name", "slug"]);
    }
  });

  it("cover each served country once", () => {
    expect(marketLocations.map((location) => location.countryCode)).toEqual([
      ...site.servedCountries,
    ]);
  });

  it("use the call-to-action labels", () => {
    expect(delhiOffice.cta).toMatchObject({ label: "Contact Our Delhi Office", href: "/contact" });
    expect(marketCta).toEqual({ label: "Get a Free Consultation", href: "/contact" });
  });

  it("give the Delhi office directions by metro and opening hours", () => {
    const directions = JSON.stringify(delhiOffice.directions);
    expect(directions).toContain("Laxmi Nagar");
    expect(directions).toContain("Blue Line");
    expect(delhiOffice.hours.rows.length).toBeGreaterThan(0);
    expect(delhiOffice.hours.schema.length).toBeGreaterThan(0);
  });

  it("speak to each market about time zones and currency, without claiming an office there", () => {
    const currencies = {
      IN: "INR",
      US: "USD",
      GB: "GBP",
      AE: "AED",
      SG: "SGD",
      AU: "AUD",
    } as const;
    for (const location of marketLocations) {
      expect(location.currency.body).toContain(currencies[location.countryCode]);
      expect(location.workingHours.body).toMatch(/India|IST/);
      expect(JSON.stringify(location).toLowerCase()).not.toMatch(
        /our (office|studio) in (?!new delhi|laxmi)/,
      );
      expect(location.head.description.length).toBeGreaterThanOrEqual(120);
      expect(location.head.description.length).toBeLessThanOrEqual(170);
    }
    expect(getMarketLocation("delhi")).toBeUndefined();
    expect(getMarketLocation("nowhere")).toBeUndefined();
  });
});
