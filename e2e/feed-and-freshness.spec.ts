import { parseFeed } from "@rowanmanning/feed-parser";

import { blogFeed, blogPosts } from "../content/blog";
import { publicRoutes } from "../content/routes";
import { siteUrl } from "../lib/env/public";
import { expect, test } from "./fixtures";

const day = (date: Date | null) => date?.toISOString().slice(0, 10);
const newest = (dates: readonly string[]) => [...dates].sort().at(-1);

test.describe("the blog's RSS feed", () => {
  test("lists every article with its absolute link and dates, as a feed reader parses it", async ({
    request,
  }) => {
    const response = await request.get(blogFeed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const feed = parseFeed(await response.text());

    expect(feed.meta.type).toBe("rss");
    expect(feed.title).toBe(blogFeed.title);
    expect(feed.url).toBe(`${siteUrl}/blog`);
    expect(feed.self).toBe(`${siteUrl}${blogFeed.path}`);
    // The newest article's change, never the time the feed was built.
    expect(day(feed.updated)).toBe(newest(blogPosts.map((post) => post.dateModified)));

    expect(feed.items.map((item) => item.url)).toEqual(
      blogPosts.map((post) => `${siteUrl}/blog/${post.slug}`),
    );
    for (const post of blogPosts) {
      const item = feed.items.find((entry) => entry.url === `${siteUrl}/blog/${post.slug}`)!;
      expect(item.title).toBe(post.title);
      expect(item.description).toBe(post.description);
      expect(day(item.published)).toBe(post.datePublished);
    }
  });

  for (const path of ["/", "/blog", `/blog/${blogPosts[0].slug}`]) {
    test(`${path} announces it in the head for feed readers to discover`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const links = head.match(/<link [^>]*type="application\/rss\+xml"[^>]*>/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]).toContain('rel="alternate"');
      expect(links[0]).toContain(`href="${siteUrl}${blogFeed.path}"`);
      expect(links[0]).toContain(`title="${blogFeed.title}"`);
    });
  }
});

test("the sitemap dates every URL with its content's own last change", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
  }));
  expect(entries).toEqual(
    publicRoutes.map((route) => ({
      loc: route.path === "/" ? siteUrl : `${siteUrl}${route.path}`,
      lastmod: route.lastModified,
    })),
  );
  for (const post of blogPosts) {
    expect(entries).toContainEqual({
      loc: `${siteUrl}/blog/${post.slug}`,
      lastmod: post.dateModified,
    });
  }
});

test("robots.txt names the sitemap and has no non-standard Host line", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(robots).not.toMatch(/^host:/im);
});
