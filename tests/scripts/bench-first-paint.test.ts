import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { firstPaintRows, formatFirstPaint, paintMedians } from "@/scripts/bench/applied.mjs";
import { criticalPath, firstContentEnd } from "@/scripts/bench/critical-path.mjs";

const head = (extra = "") =>
  `<!DOCTYPE html><html><head><title>Not content</title><script>var a="<p>x</p>"</script>${extra}</head>`;

describe("firstContentEnd", () => {
  it("ends after the first text of the body, skipping scripts, styles and templates", () => {
    const html = `${head()}<body><script>1</script><style>p{}</style><template><p>t</p></template><noscript>n</noscript><div>  <p>Hello</p></div><p>later</p></body></html>`;
    expect(html.slice(0, firstContentEnd(html))).toMatch(/<p>Hello$/);
  });

  it("counts an image or an svg as content", () => {
    const html = `${head()}<body><div><svg viewBox="0 0 1 1"><path d="M0 0"/></svg><p>text</p></div></body></html>`;
    expect(html.slice(0, firstContentEnd(html))).toMatch(/<svg viewBox="0 0 1 1">$/);
  });

  it("is the whole document when nothing is painted", () => {
    const html = `${head()}<body><script>1</script></body></html>`;
    expect(firstContentEnd(html)).toBe(html.length);
  });
});

describe("criticalPath", () => {
  const css = "body{color:red}".repeat(200);
  const font = Buffer.alloc(3000, 7);
  const late = "<p>after</p>".repeat(500);
  const pages: Record<string, string> = {
    "/linked": `${head('<link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/print.css" media="print"/><link rel="preload" href="/f.woff2" as="font" crossorigin=""/><link rel="preload" href="/x.js" as="script"/>')}<body><h1>First</h1>${late}</body></html>`,
    "/inline": `${head(`<style>${css}</style>`)}<body><h1>First</h1>${late}</body></html>`,
  };
  let base = "";
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/a.css" || path === "/print.css") return response.end(css);
    if (path === "/f.woff2") return response.end(font);
    if (path === "/x.js") return response.end("x".repeat(9000));
    const page = pages[path];
    response.statusCode = page ? 200 : 404;
    response.end(page ?? "missing");
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("counts the HTML to the first content, blocking stylesheets and preloaded fonts", async () => {
    const result = await criticalPath(`${base}/linked`);
    const html = pages["/linked"]!;
    expect(result.css).toBe(gzipSync(css, { level: 6 }).length);
    expect(result.fonts).toBe(font.length);
    expect(result.files).toEqual(["/a.css", "/f.woff2"]);
    expect(result.html).toBe(
      gzipSync(html.slice(0, html.indexOf("First") + 5), { level: 6 }).length,
    );
    expect(result.total).toBe(result.html + result.css + result.fonts);
  });

  it("counts an inline stylesheet as part of the HTML", async () => {
    const result = await criticalPath(`${base}/inline`);
    expect(result.css).toBe(0);
    expect(result.files).toEqual([]);
    expect(result.html).toBeGreaterThan(gzipSync(css, { level: 6 }).length);
  });

  it("fails on a page that does not answer 200", async () => {
    await expect(criticalPath(`${base}/gone`)).rejects.toThrow(/404/);
  });
});

describe("the phone table", () => {
  const bare = { paints: { fcp: 800, lcp: 800, tbt: 200, performance: 99 } };
  it("compares each route with the bare page and names the goals it misses", () => {
    const rows = firstPaintRows(bare, [
      { route: "/fast", paints: { fcp: 1500, lcp: 1600, tbt: 250, performance: 92 } },
      { route: "/late", paints: { fcp: 1600, lcp: 2100, tbt: 200, performance: 90 } },
      { route: "/busy", paints: { fcp: 900, lcp: 1000, tbt: 270, performance: 89 } },
    ]);
    expect(rows.map((r) => [r.page, r.misses])).toEqual([
      ["bare Next page", []],
      ["/fast", []],
      ["/late", ["FCP", "LCP"]],
      ["/busy", ["TBT", "score"]],
    ]);
    expect(rows[3]!.tbtRatio).toBeCloseTo(1.35);
    const text = formatFirstPaint(rows).join("\n");
    expect(text).toMatch(/\/busy\s+89\s+270\s+1\.35x\s+900\s+1\.13x.*MISSED TBT, score/);
    expect(text).toMatch(/\/fast\s+92\s+250\s+1\.25x.*met/);
  });

  it("takes the median of each figure", () => {
    expect(
      paintMedians([
        { fcp: 900, lcp: 1000, tbt: 30, performance: 91 },
        { fcp: 700, lcp: 1300, tbt: 90, performance: 95 },
        { fcp: 800, lcp: 1100, tbt: 60, performance: 93 },
      ]),
    ).toEqual({ fcp: 800, lcp: 1100, tbt: 60, performance: 93 });
  });
});
