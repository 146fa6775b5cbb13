// `npm run bench`: Lighthouse (mobile preset, headless system Chromium, a new profile per run so
// the splash shows as on a first visit) on the site's public routes, with simulated throttling and
// then with applied throttling (the first-paint table, applied.mjs), measured
// beside a bare Next page of the same versions IN THE SAME RUN, interleaved (bare, bare twin,
// route A, twin A, route B, twin B, ..., then again), so that the machine's drift hits all alike.
// Each route's static twin (its own HTML with every script removed, served as a static file with
// the same CSS, fonts and images; see twin.mjs) splits what the content costs from what
// hydration adds. Prints the medians, the ratios and the load targets (report.mjs); raw reports go to
// .bench/lighthouse/.
//   npm run bench [-- --routes=/,/about] [--runs=3] [--no-build] [--no-twins] [--details]
//                 [--throttling=simulate|applied|both] [--port=3300] [--reference-port=3600]
//   npm run bench -- --reference   the bare Next page (and its twin) alone
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { systemChromium } from "../system-chromium.mjs";
import { describeGoals, firstPaintRows, formatFirstPaint, paintMedians } from "./applied.mjs";
import { criticalPath } from "./critical-path.mjs";
import {
  checkTargets,
  diagnose,
  figures,
  formatTable,
  formatTargets,
  medians,
  tableRows,
} from "./report.mjs";
import {
  installExitHandlers,
  parseArgs,
  root,
  startApp,
  startReferenceApp,
  stopAll,
} from "./server.mjs";
import { formatBreakdown, traceBreakdown } from "./trace-breakdown.mjs";
import { fetchTwins, startTwinServer } from "./twin.mjs";

const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/services",
  "/services/ai-automation",
  "/portfolio",
  "/portfolio/axero",
  "/contact",
  "/reviews",
  "/blog",
  "/blog/how-to-choose-web-dev-agency",
  "/locations/delhi",
];

const options = parseArgs();
const referenceOnly = Boolean(options.reference);
const routes = referenceOnly
  ? []
  : typeof options.routes === "string"
    ? options.routes.split(",").filter(Boolean)
    : DEFAULT_ROUTES;
const runs = Number(options.runs ?? 3);
const build = !options["no-build"];
const twins = !options["no-twins"];
const details = Boolean(options.details);
const throttling = options.throttling ?? "both";
if (!["simulate", "applied", "both"].includes(throttling))
  throw new Error(`--throttling must be simulate, applied or both, not ${throttling}`);
const simulated = throttling !== "applied";
const applied = throttling !== "simulate";
const outDir = path.join(root, ".bench", "lighthouse");

const chromePath = systemChromium();
const chromeFlags = [
  "--headless=new",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check",
  ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: retry. */
async function runWithRetries(url, settings, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, settings);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  ${url}: ${error.message.split("\n")[0]}; retrying (${attempt}/${attempts - 1})`,
      );
    }
  }
}

async function runOnce(url, settings = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  try {
    const flags = { port: chrome.port, output: "json", logLevel: "error", ...settings };
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

const seconds = (v) => `${(v / 1000).toFixed(2)} s`;

installExitHandlers();
mkdirSync(outDir, { recursive: true });
const startedAt = new Date();
console.log(
  `Lighthouse ${runs}x, interleaved, on the bare Next page${twins ? " and its twin" : ""}${
    routes.length ? ` and ${routes.join(", ")}${twins ? " with their static twins" : ""}` : ""
  } (mobile, ${throttling === "both" ? "simulated and applied" : throttling} throttling, ${chromePath ?? "chrome-launcher's Chrome"}); started ${startedAt.toISOString()}`,
);

// The site first (its build is the long step), then the reference page, then the twins.
const site = routes.length
  ? await startApp({ build, ...(options.port && { port: Number(options.port) }) })
  : undefined;
const reference = await startReferenceApp(
  options["reference-port"] ? { port: Number(options["reference-port"]) } : {},
);
const pages = [{ key: "bare", label: "bare Next page", url: new URL("/", reference.baseUrl).href }];
if (twins) {
  const bareTwin = await startTwinServer({
    upstream: reference.baseUrl,
    pages: await fetchTwins(reference.baseUrl, ["/"]),
  });
  pages.push({
    key: "bareTwin",
    label: "bare Next page, static twin",
    url: new URL("/", bareTwin.baseUrl).href,
  });
}
let siteTwin;
if (site && twins) {
  siteTwin = await startTwinServer({
    upstream: site.baseUrl,
    pages: await fetchTwins(site.baseUrl, routes),
  });
}
for (const route of routes) {
  pages.push({ key: route, route, label: route, url: new URL(route, site.baseUrl).href });
  if (siteTwin)
    pages.push({
      key: `${route} twin`,
      route,
      twin: true,
      label: `${route}, static twin`,
      url: new URL(route, siteTwin.baseUrl).href,
    });
}

const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
const results = new Map(pages.map((page) => [page.key, []]));
// Applied throttling measures the first paint, which a static twin does not change: pages only.
const paintPages = applied ? pages.filter((page) => !page.twin && page.key !== "bareTwin") : [];
const paints = new Map(paintPages.map((page) => [page.key, []]));
for (let run = 1; run <= runs; run++) {
  for (const page of simulated ? pages : []) {
    const { lhr, report, artifacts } = await runWithRetries(page.url);
    const name = page.key.replace(/[^a-z0-9]+/gi, "_");
    writeFileSync(
      path.join(outDir, `${stamp}-${name}-${run}.json`),
      Array.isArray(report) ? report[0] : report,
    );
    const f = figures(lhr);
    const breakdown =
      details && artifacts?.Trace ? await traceBreakdown(artifacts.Trace) : undefined;
    results.get(page.key).push({ lhr, f, breakdown });
    console.log(
      `  run ${run}/${runs} ${page.label}: perf ${f.performance}, FCP ${seconds(f.fcp)}, LCP ${seconds(f.lcp)}, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}`,
    );
  }
  for (const page of paintPages) {
    const { lhr, report, artifacts } = await runWithRetries(page.url, {
      throttlingMethod: "devtools",
    });
    const name = page.key.replace(/[^a-z0-9]+/gi, "_");
    writeFileSync(
      path.join(outDir, `${stamp}-${name}-applied-${run}.json`),
      Array.isArray(report) ? report[0] : report,
    );
    const { fcp, lcp, tbt, performance } = figures(lhr);
    // Applied throttling slows the CPU for real: the trace's times are the phone's, long at 50 ms.
    const breakdown =
      details && artifacts?.Trace
        ? await traceBreakdown(artifacts.Trace, { minMs: 50 })
        : undefined;
    paints.get(page.key).push({ fcp, lcp, tbt, performance, breakdown });
    console.log(
      `  run ${run}/${runs} ${page.label}, applied throttling: perf ${performance}, FCP ${seconds(fcp)}, LCP ${seconds(lcp)}, TBT ${Math.round(tbt)} ms`,
    );
  }
}
const criticalBytes = new Map();
for (const page of paintPages) criticalBytes.set(page.key, await criticalPath(page.url));
await siteTwin?.close();
await stopAll();

const m = (key) => (results.has(key) ? medians(results.get(key).map((r) => r.f)) : undefined);
const summary = {
  bare: m("bare"),
  bareTwin: m("bareTwin"),
  routes: routes.map((route) => ({ route, m: m(route), twin: m(`${route} twin`) })),
};
const minutes = ((Date.now() - startedAt.getTime()) / 60_000).toFixed(0);
console.log(
  `\nMedians of ${runs} run(s) per page, ${startedAt.toISOString()}, ${minutes} min (reports in ${path.relative(root, outDir)}/${stamp}-*):`,
);
console.log(
  "LCP/twin: the route's LCP over its own static twin's; twin/bare twin: the twin's LCP over the bare page's twin's.\n",
);
if (simulated) for (const line of formatTable(tableRows(summary))) console.log(line);

if (applied) {
  const paintOf = (key) => ({
    paints: paintMedians(paints.get(key)),
    bytes: criticalBytes.get(key),
  });
  const rows = firstPaintRows(
    paintOf("bare"),
    routes.map((route) => ({ route, ...paintOf(route) })),
  );
  console.log(
    `\nA phone, with applied throttling (medians of ${runs}; KiB fetched before the paint, gzip):\n`,
  );
  for (const line of formatFirstPaint(rows)) console.log(line);
  const missed = rows.slice(1).filter((row) => !row.ok).length;
  console.log(
    missed
      ? `\n${missed} route(s) miss the phone goals (${describeGoals()}).`
      : `\nEvery route meets the phone goals (${describeGoals()}).`,
  );
  if (details) {
    console.log("\nLong tasks of each page's run closest to its median TBT, applied throttling:");
    for (const page of paintPages) {
      const all = paints.get(page.key);
      const mid = paintMedians(all).tbt;
      const typical = all.slice().sort((a, b) => Math.abs(a.tbt - mid) - Math.abs(b.tbt - mid))[0];
      if (!typical?.breakdown) continue;
      console.log(
        `\n${page.label}: TBT ${Math.round(typical.tbt)} ms, FCP ${Math.round(typical.fcp)} ms`,
      );
      const marks = { fcpMs: typical.fcp, lcpMs: typical.lcp, slowdown: 1 };
      for (const line of formatBreakdown(typical.breakdown, marks)) console.log(`  ${line}`);
    }
  }
}

if (routes.length && simulated) {
  console.log("\nTargets, each against the bare page of this run:");
  const checked = checkTargets(summary);
  for (const line of formatTargets(checked)) console.log(line);
  const misses = checked.reduce((n, c) => n + c.checked.filter((x) => !x.ok).length, 0);
  console.log(misses ? `\n${misses} target miss(es).` : "\nAll targets met.");
}

if (details && simulated) {
  console.log(
    "\nDetails of each page's typical run (the one closest to its median LCP); 'here' = this machine's own time:",
  );
  for (const page of pages) {
    const all = results.get(page.key);
    const mid = medians(all.map((r) => r.f));
    const typical = all
      .slice()
      .sort((a, b) => Math.abs(a.f.lcp - mid.lcp) - Math.abs(b.f.lcp - mid.lcp))[0];
    console.log(
      `\n${page.label}: observed FCP ${Math.round(typical.f.observedFcp)} ms, LCP ${Math.round(typical.f.observedLcp)} ms`,
    );
    for (const line of diagnose(typical.lhr)) console.log(`  ${line}`);
    if (typical.breakdown) {
      const marks = { lcpMs: typical.f.observedLcp, fcpMs: typical.f.observedFcp };
      for (const line of formatBreakdown(typical.breakdown, marks)) console.log(`  ${line}`);
    }
  }
}
process.exit(0);
