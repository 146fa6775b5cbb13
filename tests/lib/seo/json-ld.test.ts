import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";
import { organizationJsonLd, serializeJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";

describe("serializeJsonLd", () => {
  it("never lets text close the script element or open a comment", () => {
    const hostile = {
      "@context": "https://schema.org",
      name: "</script><script>alert(1)</script><!-- & \u2028",
    };
    const out = serializeJsonLd(hostile);
    expect(out).not.toMatch(/<\/?script/i);
    expect(out).not.toContain("<!--");
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(out).not.toContain("\u2028");
  });

  it("stays valid JSON that parses back to the same data", () => {
    const data = { name: "a < b && c > d", nested: [{ x: "</SCRIPT>" }], n: 5 };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe("organizationJsonLd", () => {
  const org = organizationJsonLd() as unknown as Record<string, unknown> & {
    contactPoint: Record<string, unknown>;
    address: Record<string, unknown>;
  };

  it("has a customer-service contact point with the site's phone", () => {
    expect(org["@type"]).toBe("Organization");
    expect(org.contactPoint).toMatchObject({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone,
      areaServed: ["IN", "US", "GB", "AE", "SG", "AU"],
    });
  });

  it("has the New Delhi postal address", () => {
    expect(org.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: "Laxmi Nagar",
      addressLocality: "New Delhi",
      postalCode: "110092",
      addressCountry: "IN",
    });
  });
});

describe("webPageJsonLd", () => {
  it("points at the absolute page URL", () => {
    const page = webPageJsonLd({
      title: "T",
      description: "D",
      path: "/about",
    }) as unknown as Record<string, string>;
    expect(page.url).toBe(`${siteUrl}/about`);
  });
});

describe("absoluteUrl", () => {
  it("writes the home page as the bare origin, like Next's canonical, and other paths in full", async () => {
    const { absoluteUrl } = await import("@/lib/seo/json-ld");
    expect(absoluteUrl("/")).toBe(siteUrl);
    expect(absoluteUrl("/og-image.png")).toBe(`${siteUrl}/og-image.png`);
  });
});
