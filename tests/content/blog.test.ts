import { describe, expect, it } from "vitest";

import {
  blogIndex,
  blogPosts,
  blogTeasers,
  getBlogPost,
  postsForService,
  wordCount,
} from "@/content/blog";
import type { RichText } from "@/content/rich-text";
import { getServicePage } from "@/content/service-pages";
import { site } from "@/content/site";

const hrefsOf = (texts: readonly RichText[]) =>
  texts.flatMap((text) =>
    typeof text === "string"
      ? []
      : text.flatMap((part) => (typeof part === "string" ? [] : [part.href])),
  );

describe("blog", () => {
  it("is '<brand> Insights' with a subtitle about web development, AI and digital marketing", () => {
    expect(blogIndex.title).toBe(`${site.name} Insights`);
    expect(blogIndex.subtitle).toMatch(/web development, AI and digital marketing/);
  });

  it("has two teasers (slug, title, description) for the two static articles", () => {
    expect(blogTeasers.map((teaser) => teaser.slug)).toEqual([
      "how-to-choose-web-dev-agency",
      "affordable-website-development",
    ]);
    for (const teaser of blogTeasers) {
      expect(Object.keys(teaser).sort()).toEqual(["description", "slug", "title"]);
      expect(teaser.description.length).toBeGreaterThanOrEqual(120);
      expect(teaser.description.length).toBeLessThanOrEqual(170);
    }
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    "%s is a full article linking to /portfolio, /policies and /services/web-design-seo",
    (_slug, post) => {
      expect(wordCount(post)).toBeGreaterThanOrEqual(700);
      expect(wordCount(post)).toBeLessThanOrEqual(1000);
      const texts = [
        ...post.intro,
        ...post.sections.flatMap((section) =>
          section.blocks.flatMap((block) =>
            block.type === "paragraph" ? [block.text] : block.items,
          ),
        ),
      ];
      expect(hrefsOf(texts)).toEqual(
        expect.arrayContaining(["/portfolio", "/policies", "/services/web-design-seo"]),
      );
      expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.dateModified >= post.datePublished).toBe(true);
      expect(new Set(post.sections.map((section) => section.heading)).size).toBe(
        post.sections.length,
      );
    },
  );

  it("relates each article to service pages that exist, and lists it on their pages", () => {
    for (const post of blogPosts) {
      expect(post.relatedServices.length).toBeGreaterThan(0);
      for (const slug of post.relatedServices) {
        expect(getServicePage(slug)).toBeDefined();
        expect(postsForService(slug)).toContain(post);
      }
    }
    expect(postsForService("ai-automation")).toEqual([]);
  });

  it("finds nothing for an unknown slug", () => {
    expect(getBlogPost("no-such-post")).toBeUndefined();
  });
});
