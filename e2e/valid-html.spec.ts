import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";
import { sitemapPaths } from "./site-crawl";

/**
 * The W3C Nu Html Checker (vnu.jar from the vnu-jar package, run on the local Java) over the HTML
 * the server sends: every prerendered page, /login and the 404 page. It checks local files, so it
 * needs no network. Its "info" notes are allowed (React writes `<meta ... />`, a slash HTML
 * ignores); errors and warnings are not.
 */

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");

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

/**
 * The stylesheet the build inlines (InlineStylesheet) is Tailwind's output, written for current
 * browsers (`@property`, `field-sizing`, `margin-trim` probes) that the checker's older CSS
 * validator rejects; as a linked file it was never checked either. Its rules are emptied, the
 * element stays.
 */
const withoutSiteStylesheet = (html: string) =>
  html.replace(/(<style data-site-stylesheet=""[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2");

const fileName = (pagePath: string) =>
  `${pagePath === "/" ? "home" : pagePath.slice(1).replace(/[^a-z0-9-]+/gi, "_")}.html`;

/** Runs the checker once over every file (one Java start-up) and returns its messages. */
function checkFiles(files: readonly string[]): VnuMessage[] {
  // vnu writes its report to stderr; --exit-zero-always, since the report is what is read.
  const run = spawnSync(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`Java is needed for the Nu Html Checker: ${run.error.message}`);
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
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
