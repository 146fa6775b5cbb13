import { Parser } from "htmlparser2";

/**
 * A crawler's view of the site: plain HTTP GETs from one page, following `<a href>` and nothing a
 * script would add. Absolute URLs on the site's public origin (canonical, sitemap) count as the
 * served site, since the app under test runs on another port than the one it is built for.
 */

export type CrawledPage = {
  path: string;
  status: number;
  /** Internal pages this page links to with `<a href>`, without fragment, deduplicated. */
  links: string[];
  /** Internal files the page loads: scripts, stylesheets, icons, images, videos, feeds. */
  assets: string[];
};

type Extracted = { links: string[]; assets: string[] };

const assetAttributes: Record<string, readonly string[]> = {
  script: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  audio: ["src"],
  iframe: ["src"],
};

// A <link> whose target is a file the browser or a reader fetches; canonical and hreflang
// alternates name pages, which the sitemap check covers.
const linkedFileRels = new Set(["stylesheet", "icon", "apple-touch-icon", "manifest", "preload"]);

/** Paths named by a srcset: each candidate is "url [descriptor]", comma separated. */
const srcsetUrls = (value: string) =>
  value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);

function extractLinks(html: string): Extracted {
  const links: string[] = [];
  const assets: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "a" && attributes.href !== undefined) links.push(attributes.href);
      if (name === "link" && attributes.href) {
        const rels = (attributes.rel ?? "").toLowerCase().split(/\s+/);
        const isFeed = rels.includes("alternate") && attributes.type?.includes("xml");
        if (isFeed || rels.some((rel) => linkedFileRels.has(rel))) assets.push(attributes.href);
      }
      for (const attribute of assetAttributes[name] ?? []) {
        const value = attributes[attribute];
        if (!value) continue;
        assets.push(...(attribute === "srcset" ? srcsetUrls(value) : [value]));
      }
    },
  });
  parser.write(html);
  parser.end();
  return { links, assets };
}

/** The path of an internal URL (on the served or the public origin), or null for anything else. */
function internalPath(href: string, from: URL, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(href, from);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  return url.pathname + url.search;
}

export async function crawlSite(
  baseUrl: string,
  { publicOrigin, start = "/" }: { publicOrigin: string; start?: string },
): Promise<Map<string, CrawledPage>> {
  const origins = [new URL(baseUrl).origin, publicOrigin];
  const pages = new Map<string, CrawledPage>();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const url = new URL(path, baseUrl);
    const response = await fetch(url, { redirect: "follow" });
    const page: CrawledPage = { path, status: response.status, links: [], assets: [] };
    pages.set(path, page);
    if (!response.headers.get("content-type")?.includes("text/html")) continue;
    const { links, assets } = extractLinks(await response.text());
    const resolve = (href: string) => internalPath(href, url, origins);
    page.links = unique(links.map(resolve));
    page.assets = unique(assets.map(resolve));
    for (const link of page.links) if (!pages.has(link)) queue.push(link);
  }
  return pages;
}

const unique = (paths: (string | null)[]) => [
  ...new Set(paths.filter((path): path is string => path !== null)),
];

/** For every page, the other pages that link to it. */
export function inboundLinks(pages: Map<string, CrawledPage>): Map<string, Set<string>> {
  const inbound = new Map<string, Set<string>>();
  for (const page of pages.values()) {
    for (const link of page.links) {
      if (link === page.path) continue;
      if (!inbound.has(link)) inbound.set(link, new Set());
      inbound.get(link)!.add(page.path);
    }
  }
  return inbound;
}

/** The sitemap's URLs as paths on the site (its `<loc>`s are on the public origin). */
export async function sitemapPaths(baseUrl: string): Promise<{ origin: string; paths: string[] }> {
  const xml = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
  return {
    origin: locs[0]?.origin ?? new URL(baseUrl).origin,
    paths: locs.map((url) => url.pathname),
  };
}
