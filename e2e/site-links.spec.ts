import { expect, test } from "./fixtures";
import { crawlSite, inboundLinks, sitemapPaths, type CrawledPage } from "./site-crawl";

/**
 * What a search engine finds by following links from the home page, in plain HTML: every page of
 * the sitemap, each linked from at least two other pages, and no link or file that is missing.
 */
test.describe("the site's links, crawled from / without JavaScript", () => {
  let sitemap: string[] = [];
  let pages = new Map<string, CrawledPage>();

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    const found = await sitemapPaths(baseURL!);
    sitemap = found.paths;
    pages = await crawlSite(baseURL!, { publicOrigin: found.origin });
  });

  test("reaches every page of the sitemap", () => {
    expect(sitemap.length).toBeGreaterThanOrEqual(30);
    expect(sitemap.filter((path) => !pages.has(path))).toEqual([]);
  });

  test("links to every page of the sitemap from at least two other pages", () => {
    const inbound = inboundLinks(pages);
    const weak = sitemap
      .map((path) => ({ path, from: [...(inbound.get(path) ?? [])] }))
      .filter(({ from }) => from.length < 2);
    expect(weak).toEqual([]);
  });

  test("has no broken internal link", () => {
    const broken = [...pages.values()]
      .filter((page) => page.status >= 400)
      .map((page) => ({
        path: page.path,
        status: page.status,
        from: [...pages.values()].filter((p) => p.links.includes(page.path)).map((p) => p.path),
      }));
    expect(broken).toEqual([]);
  });

  test("loads no missing script, stylesheet, image, icon or feed", async ({ request }) => {
    const assets = [...new Set([...pages.values()].flatMap((page) => page.assets))];
    expect(assets.length).toBeGreaterThan(0);
    const missing: { asset: string; status: number }[] = [];
    for (const asset of assets) {
      const response = await request.get(asset);
      if (!response.ok()) missing.push({ asset, status: response.status() });
    }
    expect(missing).toEqual([]);
  });
});
