import { afterEach, describe, expect, it, vi } from "vitest";

import { blogPosts } from "@/content/blog";
import { delhiOffice, marketLocations } from "@/content/locations";
import { projects } from "@/content/portfolio";
import { servicePages } from "@/content/service-pages";
import { blogRss } from "@/lib/seo/blog-feed";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

describe("freshness dates", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("date every sitemap entry with a real day from the content", () => {
    for (const entry of sitemap()) {
      expect(entry.lastModified, entry.url).toMatch(isoDay);
      expect(Number.isNaN(Date.parse(String(entry.lastModified))), entry.url).toBe(false);
    }
  });

  it("take each page's date from its own content file", () => {
    const byPath = new Map(sitemap().map((entry) => [new URL(entry.url).pathname, entry]));
    for (const post of blogPosts)
      expect(byPath.get(`/blog/${post.slug}`)?.lastModified).toBe(post.dateModified);
    for (const page of servicePages)
      expect(byPath.get(`/services/${page.slug}`)?.lastModified).toBe(page.updatedAt);
    for (const project of projects)
      expect(byPath.get(`/portfolio/${project.slug}`)?.lastModified).toBe(project.updatedAt);
    for (const location of [delhiOffice, ...marketLocations])
      expect(byPath.get(`/locations/${location.slug}`)?.lastModified).toBe(location.updatedAt);
    const newestArticle = blogPosts
      .map((post) => post.dateModified)
      .sort()
      .at(-1)!;
    expect(String(byPath.get("/blog")?.lastModified) >= newestArticle).toBe(true);
  });

  it("do not follow the clock: a build on another day writes the same sitemap and feed", () => {
    const before = { sitemap: sitemap(), feed: blogRss() };
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2031-03-14T09:26:53Z"));
    expect(sitemap()).toEqual(before.sitemap);
    expect(blogRss()).toBe(before.feed);
  });
});

describe("robots.txt", () => {
  it("carries no Host line, which is not part of the robots standard", () => {
    expect(robots()).not.toHaveProperty("host");
  });
});
