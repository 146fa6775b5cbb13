import { describe, expect, it } from "vitest";

import { iconNames } from "@/content/icons";
import { services } from "@/content/services";

describe("service cards", () => {
  it("are the 8 cards, in order, each linking to its page", () => {
    expect(services).toHaveLength(8);
    expect(services.map((s) => [s.title, s.href])).toEqual([
      ["AI Automation", "/services/ai-automation"],
      ["Social Media Management", "/services/social-media-management"],
      ["Web Design & SEO", "/services/web-design-seo"],
      ["AI SaaS Development", "/services/ai-saas-development"],
      ["Product Mockups & Graphics", "/services/product-mockups-gfx"],
      ["AI UGC & Video Ads", "/services/ai-ugc-video-ads"],
      ["Facebook & Instagram Ads", "/services/facebook-instagram-ads"],
      ["Copywriting & Content", "/services"],
    ]);
  });

  it("each have an icon, a description and a shorter description for the home grid", () => {
    for (const service of services) {
      expect(iconNames).toContain(service.icon);
      expect(service.description.length).toBeGreaterThan(80);
      expect(service.shortDescription.length).toBeGreaterThan(20);
      expect(service.shortDescription.length).toBeLessThan(service.description.length / 2);
    }
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });
});
