import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";
import { checkFiles, fileName, withoutSiteStylesheet } from "./nu-checker";
import { sitemapPaths } from "./site-crawl";

/**
 * The W3C Nu Html Checker (./nu-checker.ts) over the HTML the server sends: every prerendered
 * page, /login and the 404 page. The invitation pages are checked by review-invitations.spec.ts.
 */

/** The pages `next build` prerendered, from its manifest; `/_not-found` is fetched as a 404. */
function prerenderedPages(): string[] {
  const manifest = path.join(process.cwd(), ".next", "prerender-manifest.json");
  if (!existsSync(manifest)) return [];
  const { routes } = JSON.parse(readFileSync(manifest, "utf8")) as {
    routes: Record<string, { routeType?: string }>;
  };
  return Object.entries(routes)
    .filter(([route, entry]) => entry.routeType === "page" && !route.startsWith("/_"))
    .map(([route]) => route);
}

test("the Nu Html Checker finds no error or warning on any page", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const { paths: sitemap } = await sitemapPaths(baseURL!);
  const prerendered = prerenderedPages();
  expect(prerendered).toEqual(expect.arrayContaining(sitemap));
  const missing = "/no-such-page-here";
  const pages = [...new Set([...sitemap, ...prerendered]), "/login", missing];

  const dir = mkdtempSync(path.join(tmpdir(), "kalpix-vnu-"));
  try {
    const pageOf = new Map<string, string>();
    for (const pagePath of pages) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(pagePath === missing ? 404 : 200);
      const file = path.join(dir, fileName(pagePath));
      const html = await response.text();
      // The phone header's menu is in every page's markup, so it is checked with the rest.
      if (pagePath !== "/login") expect(html, pagePath).toContain("<summary");
      writeFileSync(file, withoutSiteStylesheet(html));
      pageOf.set(file, pagePath);
    }
    const messages = checkFiles([...pageOf.keys()]);
    const findings = messages
      .filter((message) => message.type !== "info" || message.subType === "warning")
      .map((message) => ({
        page: pageOf.get(message.url.replace(/^file:/, "")) ?? message.url,
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
    expect(findings).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
