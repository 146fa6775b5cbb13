import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { crawlSite, inboundLinks, sitemapPaths } from "@/e2e/site-crawl";

// The crawler behind e2e/site-links.spec.ts, on a tiny site whose faults are known: it must see
// them, or the end-to-end check would pass whatever the site does.
const publicOrigin = "https://www.example.com";
const pages: Record<string, string> = {
  "/": `<a href="/a">A</a> <a href="${publicOrigin}/b#top">B</a> <a href="mailto:x@example.com">mail</a>
        <a href="https://elsewhere.example.org/">out</a> <img src="/missing.png" alt="">
        <link rel="stylesheet" href="/style.css"><link rel="canonical" href="${publicOrigin}/">`,
  "/a": `<a href="/">home</a> <a href="/b">B</a> <a href="/gone">gone</a>`,
  "/b": `<a href="/">home</a> <script src="/app.js"></script>`,
  "/orphan": `<a href="/">home</a>`,
};
const files: Record<string, string> = { "/style.css": "body{}", "/app.js": "" };
const sitemap = `<urlset>${["/", "/a", "/b", "/orphan"]
  .map((path) => `<url><loc>${publicOrigin}${path === "/" ? "" : path}</loc></url>`)
  .join("")}</urlset>`;

let server: Server;
let baseUrl = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/sitemap.xml") return response.end(sitemap);
    if (pages[path] !== undefined) {
      response.setHeader("content-type", "text/html; charset=utf-8");
      return response.end(pages[path]);
    }
    if (files[path] !== undefined) return response.end(files[path]);
    response.statusCode = 404;
    response.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the site crawler", () => {
  it("reads the sitemap's URLs as paths on the public origin", async () => {
    expect(await sitemapPaths(baseUrl)).toEqual({
      origin: publicOrigin,
      paths: ["/", "/a", "/b", "/orphan"],
    });
  });

  it("follows plain links on either origin, and finds the orphan, the broken link and the missing file", async () => {
    const crawled = await crawlSite(baseUrl, { publicOrigin });
    expect([...crawled.keys()].sort()).toEqual(["/", "/a", "/b", "/gone"]);
    expect(crawled.has("/orphan")).toBe(false);
    expect(crawled.get("/gone")?.status).toBe(404);
    expect(crawled.get("/")?.links).toEqual(["/a", "/b"]);
    expect(crawled.get("/")?.assets.sort()).toEqual(["/missing.png", "/style.css"]);
    expect(crawled.get("/b")?.assets).toEqual(["/app.js"]);

    const inbound = inboundLinks(crawled);
    expect([...(inbound.get("/b") ?? [])].sort()).toEqual(["/", "/a"]);
    expect([...(inbound.get("/a") ?? [])]).toEqual(["/"]);
  });
});
