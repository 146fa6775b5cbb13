import http from "node:http";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkTargets, formatTable, median, tableRows } from "@/scripts/bench/report.mjs";
import { formatBreakdown } from "@/scripts/bench/trace-breakdown.mjs";
import { makeTwin, startTwinServer } from "@/scripts/bench/twin.mjs";

const PAGE = `<!DOCTYPE html><html lang="en"><head>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>
<link rel="modulepreload" href="/_next/static/chunks/module.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script>(function(){document.title="splash"})();</script>
</head><body><main><h1>Hello</h1><p data-reveal="section">Shown</p></main>
<noscript><style>[data-reveal]{opacity:1!important}</style></noscript>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script>self.__next_f.push([1,"payload </div> with markup"])</script>
</body></html>`;

describe("makeTwin", () => {
  const twin = makeTwin(PAGE);

  it("removes every script element, inline and external, and the script preloads", () => {
    expect(twin).not.toMatch(/<script/i);
    expect(twin).not.toContain("__next_f");
    expect(twin).not.toContain("main.js");
    expect(twin).not.toContain("modulepreload");
  });

  it("keeps the stylesheet, the font preload and the markup", () => {
    expect(twin).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(twin).toContain('as="font"');
    expect(twin).toContain("<main><h1>Hello</h1>");
  });

  it("unwraps <noscript>, as a browser with scripting off would render it", () => {
    expect(twin).not.toContain("noscript");
    expect(twin).toContain("<style>[data-reveal]{opacity:1!important}</style>");
  });
});

describe("startTwinServer", () => {
  let upstream: http.Server;
  let twin: { baseUrl: string; close: () => Promise<void> };

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/css", "x-upstream": "yes" });
      res.end(`/* ${req.url} */`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as { port: number };
    twin = await startTwinServer({
      upstream: `http://127.0.0.1:${port}`,
      pages: new Map([["/contact", "<html><body>twin</body></html>"]]),
    });
  });
  afterAll(async () => {
    await twin.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("serves the twin's HTML gzipped at the route's own path", async () => {
    const body = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
      http
        .get(`${twin.baseUrl}/contact`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              encoding: res.headers["content-encoding"],
              text: gunzipSync(Buffer.concat(chunks)).toString(),
            }),
          );
        })
        .on("error", reject);
    });
    expect(body.encoding).toBe("gzip");
    expect(body.text).toBe("<html><body>twin</body></html>");
  });

  it("passes every other request to the app, headers and all", async () => {
    const response = await fetch(`${twin.baseUrl}/_next/static/chunks/site.css?v=1`);
    expect(response.headers.get("x-upstream")).toBe("yes");
    expect(await response.text()).toBe("/* /_next/static/chunks/site.css?v=1 */");
  });
});

describe("targets", () => {
  const page = (over: Record<string, number>) => ({
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 700,
    tbt: 100,
    cls: 0,
    ...over,
  });
  const summary = {
    bare: page({ tbt: 100, performance: 98 }),
    bareTwin: page({ lcp: 600 }),
    routes: [
      {
        route: "/good",
        m: page({ tbt: 130, lcp: 1150, performance: 95 }),
        twin: page({ lcp: 1000 }),
      },
      {
        route: "/bad",
        // LCP 1.27x its twin's: 0.11 over the bare page's own 1.17x.
        m: page({ tbt: 131, lcp: 1401, performance: 94, cls: 0.02 }),
        twin: page({ lcp: 1100 }),
      },
    ],
  };
  const results = Object.fromEntries(checkTargets(summary).map((r) => [r.target.id, r.checked]));
  const failing = (id: string) => (results[id] ?? []).filter((c) => !c.ok).map((c) => c.route);

  it("measures TBT, LCP over the twin's and the score by the bare page of the same run", () => {
    expect(failing("tbt")).toEqual(["/bad"]);
    expect(failing("lcp-twin")).toEqual(["/bad"]);
    expect(failing("perf")).toEqual(["/bad"]);
    expect(failing("cls")).toEqual(["/bad"]);
    expect(failing("a11y")).toEqual([]);
  });

  it("allows a route's LCP over its twin's what the bare page's own takes, plus 0.10", () => {
    // The same routes beside a bare page whose own LCP is 1.25x its twin's: 1.27x is then fine.
    const slowerBare = { ...summary, bare: page({ tbt: 100, performance: 98, lcp: 750 }) };
    const lcp = checkTargets(slowerBare).find((r) => r.target.id === "lcp-twin");
    expect(lcp?.checked.map((c) => c.ok)).toEqual([true, true]);
    expect(lcp?.checked[1]?.value).toBeCloseTo(1401 / 1100 - 750 / 600, 5);
  });

  it("skips the twin targets when no twin was measured", () => {
    const withoutTwins = checkTargets({
      bare: summary.bare,
      routes: [{ route: "/", m: page({}) }],
    });
    expect(withoutTwins.find((r) => r.target.id === "lcp-twin")?.skipped).toBeTruthy();
  });

  it("prints each route with its ratios and its twin below it", () => {
    const lines = formatTable(tableRows(summary));
    const good = lines.find((l) => l.startsWith("/good")) ?? "";
    expect(good).toContain("1.30x");
    expect(good).toContain("1.15x");
    const goodTwin = lines[lines.indexOf(good) + 1];
    expect(goodTwin).toMatch(/^ {2}its static twin .* 1\.67x$/);
  });

  it("gives the bare page its own LCP over its own twin's, the framework's score on that target", () => {
    const bare = formatTable(tableRows(summary)).find((l) => l.startsWith("bare Next page")) ?? "";
    expect(bare).toContain("1.17x");
  });

  it("names how many scripts ran before the observed LCP, the ones the simulation puts on its path", () => {
    const breakdown = { long: [], total: {}, events: [] };
    const scriptRuns = [
      { url: "chunks/a.js", atMs: 150 },
      { url: "chunks/b.js", atMs: 260 },
    ];
    expect(formatBreakdown({ ...breakdown, scriptRuns }, { lcpMs: 200 })[0]).toBe(
      "scripts that ran before the observed LCP (200 ms), so on the simulated LCP path: 1 of 2, first at 150 ms",
    );
    expect(formatBreakdown({ ...breakdown, scriptRuns }, { lcpMs: 100 })[0]).toBe(
      "no script ran before the observed LCP (100 ms); the first ran at 150 ms",
    );
  });

  it("takes medians over runs, ignoring missing values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, NaN, 2, 3])).toBe(2.5);
  });
});
