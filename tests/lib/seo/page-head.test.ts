import { describe, expect, it } from "vitest";

import { siteUrl } from "@/lib/env/public";
import { buildMetadata, hreflangs } from "@/lib/seo/page-head";

const head = {
  title: "AI Marketing & Social Media Agency",
  description: "What we do, in one sentence.",
  path: "/services/ai-automation",
  jsonLd: { "@context": "https://schema.org", "@type": "WebPage" },
  keywords: ["ai automation"],
} as const;

describe("buildMetadata", () => {
  const metadata = buildMetadata(head);
  const canonical = `${siteUrl}/services/ai-automation`;

  it("sets the title, description and keywords", () => {
    expect(metadata.title).toBe(head.title);
    expect(metadata.description).toBe(head.description);
    expect(metadata.keywords).toEqual(["ai automation"]);
  });

  it("forms the canonical URL from the base URL and the path", () => {
    expect(metadata.alternates?.canonical).toBe(canonical);
  });

  it("lists the six regional alternates and x-default, all on the page's own URL", () => {
    expect(hreflangs).toEqual(["en-IN", "en-US", "en-GB", "en-AE", "en-SG", "en-AU"]);
    expect(metadata.alternates?.languages).toEqual({
      "en-IN": canonical,
      "en-US": canonical,
      "en-GB": canonical,
      "en-AE": canonical,
      "en-SG": canonical,
      "en-AU": canonical,
      "x-default": canonical,
    });
  });

  it("leaves the share picture to the page's opengraph-image file, with a large Twitter card", () => {
    const og = metadata.openGraph as { url: string; images?: unknown };
    expect(og.url).toBe(canonical);
    // An images list here would override the opengraph-image and twitter-image files.
    expect(og.images).toBeUndefined();
    const twitter = metadata.twitter as { card: string; images?: unknown };
    expect(twitter.card).toBe("summary_large_image");
    expect(twitter.images).toBeUndefined();
  });

  it("leaves keywords out when none are given", () => {
    expect(buildMetadata({ ...head, keywords: undefined }).keywords).toBeUndefined();
  });
});
