// `npm run bench`: build, serve the production build with its own embedded backend, and run
// Lighthouse (mobile preset, simulated throttling, headless system Chromium) N times per route, each
// time in a new Chrome profile so the splash shows as it does on a visitor's first visit.
// Prints the medians and the target check; raw reports go to .bench/lighthouse/.
//   npm run bench [-- --routes=/,/about] [--runs=3] [--no-build] [--details]
//   npm run bench -- --reference   the same measurement of a bare Next page (the framework's floor)
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { installExitHandlers, parseArgs, root, startApp, startReferenceApp, stopAll } from "./server.mjs";

const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/services/ai-automation",
  "/portfolio",
  "/contact",
  "/reviews",
  "/blog/how-to-choose-web-dev-agency",
];

const options = parseArgs();
const reference = Boolean(options.reference);
const routes = reference
  ? ["/"]
  : typeof options.routes === "string"
    ? options.routes.split(",").filter(Boolean)
    : DEFAULT_ROUTES;
const runs = Number(options.runs ?? 3);
const build = !options["no-build"];
const details = Boolean(options.details);
const outDir = path.join(root, ".bench", "lighthouse");

const chromePath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => existsSync(p));
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

const KiB = 1024;
const targets = [
  { key: "performance", label: "performance >= 98", ok: (v) => v >= 98 },
  { key: "accessibility", label: "accessibility = 100", ok: (v) => v === 100 },
  { key: "bestPractices", label: "best practices = 100", ok: (v) => v === 100 },
  { key: "seo", label: "SEO = 100", ok: (v) => v === 100 },
  { key: "lcp", label: "LCP <= 1.6 s", ok: (v) => v <= 1600 },
  { key: "cls", label: "CLS <= 0.01", ok: (v) => v <= 0.01 },
  { key: "tbt", label: "TBT <= 100 ms", ok: (v) => v <= 100 },
  { key: "jsBytes", label: "JS <= 170 KiB", ok: (v) => v <= 170 * KiB, only: "/" },
];

function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const requests = audit("network-requests")?.details?.items ?? [];
  const scriptRow = audit("resource-summary")?.details?.items?.find((row) => row.resourceType === "script");
  const jsBytes =
    scriptRow?.transferSize ??
    requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint")?.numericValue,
    lcp: audit("largest-contentful-paint")?.numericValue,
    tbt: audit("total-blocking-time")?.numericValue,
    cls: audit("cumulative-layout-shift")?.numericValue,
    si: audit("speed-index")?.numericValue,
    jsBytes,
    totalBytes: audit("total-byte-weight")?.numericValue,
  };
}

/** What to look at when a target is missed: the LCP element, failing audits, the heaviest scripts. */
function diagnose(lhr) {
  const lines = [];
  const lcpItems = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = lcpItems.flatMap((item) => (item.type === "node" ? [item] : item.items ?? [])).find((i) => i.type === "node");
  if (node) lines.push(`LCP element: ${node.nodeLabel ?? ""} <${node.selector ?? ""}>`);
  const phases = lcpItems.find((item) => item.type === "table")?.items;
  if (phases) lines.push(`LCP phases: ${phases.map((p) => `${p.label ?? p.subpart} ${Math.round(p.duration)} ms`).join(", ")}`);
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((r) => r.resourceType === "Script")
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 8);
  for (const s of scripts) lines.push(`script ${(s.transferSize / KiB).toFixed(1)} KiB ${s.url.replace(/^https?:\/\/[^/]+/, "")}`);
  const unused = lhr.audits["unused-javascript"]?.details?.items ?? [];
  for (const u of unused.slice(0, 5)) {
    lines.push(`unused JS ${(u.wastedBytes / KiB).toFixed(1)} of ${(u.totalBytes / KiB).toFixed(1)} KiB ${u.url.replace(/^https?:\/\/[^/]+/, "")}`);
  }
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative") {
        lines.push(`${id}: ${ref.id} (${a.displayValue ?? a.score})`);
      }
    }
  }
  return lines;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: retry. */
async function runWithRetries(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  ${url}: ${error.message.split("\n")[0]}; retrying (${attempt}/${attempts - 1})`);
    }
  }
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

const fmt = {
  score: (v) => (Number.isNaN(v) ? "-" : String(Math.round(v))),
  ms: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  kib: (v) => `${(v / KiB).toFixed(0)} KiB`,
};

function printTable(rows) {
  const columns = [
    ["route", (r) => r.route],
    ["perf", (r) => fmt.score(r.m.performance)],
    ["a11y", (r) => fmt.score(r.m.accessibility)],
    ["BP", (r) => fmt.score(r.m.bestPractices)],
    ["SEO", (r) => fmt.score(r.m.seo)],
    ["FCP", (r) => fmt.ms(r.m.fcp)],
    ["LCP", (r) => fmt.ms(r.m.lcp)],
    ["TBT", (r) => fmt.tbt(r.m.tbt)],
    ["CLS", (r) => fmt.cls(r.m.cls)],
    ["SI", (r) => fmt.ms(r.m.si)],
    ["JS", (r) => fmt.kib(r.m.jsBytes)],
    ["total", (r) => fmt.kib(r.m.totalBytes)],
  ];
  const cells = rows.map((row) => columns.map(([, get]) => get(row)));
  const widths = columns.map(([name], i) => Math.max(name.length, ...cells.map((c) => c[i].length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(line(columns.map(([name]) => name)));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

installExitHandlers();
mkdirSync(outDir, { recursive: true });
console.log(`Lighthouse ${runs}x on ${routes.join(", ")} (mobile, simulated throttling, ${chromePath ?? "chrome-launcher's Chrome"})`);

const { baseUrl } = reference ? await startReferenceApp() : await startApp({ build });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const rows = [];
for (const route of routes) {
  const url = new URL(route, baseUrl).href;
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const { lhr, report } = await runWithRetries(url);
    const name = `${reference ? "reference" : ""}${route.replace(/[^a-z0-9]+/gi, "_")}`;
    const file = path.join(outDir, `${stamp}${name}-${run}.json`);
    writeFileSync(file, Array.isArray(report) ? report[0] : report);
    const f = figures(lhr);
    results.push({ lhr, f });
    console.log(
      `  ${route} run ${run}: perf ${f.performance}, LCP ${fmt.ms(f.lcp)}, TBT ${fmt.tbt(f.tbt)}, CLS ${fmt.cls(f.cls)}, JS ${fmt.kib(f.jsBytes)}`,
    );
  }
  const m = Object.fromEntries(Object.keys(results[0].f).map((key) => [key, median(results.map((r) => r.f[key]))]));
  // The run closest to the median performance score stands for the route in the diagnosis.
  const typical = results.slice().sort((a, b) => Math.abs(a.f.lcp - m.lcp) - Math.abs(b.f.lcp - m.lcp))[0];
  rows.push({ route: reference ? `${route} (bare Next reference)` : route, m, typical });
}
await stopAll();

console.log(`\nMedian of ${runs} run(s) per route (reports in ${path.relative(root, outDir)}/${stamp}*):\n`);
printTable(rows);

console.log("\nTargets:");
let misses = 0;
for (const target of targets) {
  const checked = rows.filter((r) => !target.only || r.route === target.only);
  if (!checked.length) continue;
  const failed = checked.filter((r) => !target.ok(r.m[target.key]));
  misses += failed.length;
  const detail = failed.map((r) => `${r.route} ${r.m[target.key]}`).join(", ");
  console.log(`  ${failed.length ? "FAIL" : "pass"}  ${target.label}${failed.length ? `  (missed on ${detail})` : ""}`);
}
if (misses && !details) {
  console.log(`\n${misses} target miss(es). Diagnosis of the median runs of the routes that missed:`);
  for (const row of rows) {
    if (targets.every((t) => (t.only && t.only !== row.route) || t.ok(row.m[t.key]))) continue;
    console.log(`\n${row.route}`);
    for (const line of diagnose(row.typical.lhr)) console.log(`  ${line}`);
  }
} else if (!misses) {
  console.log("\nAll targets met.");
}
if (details) {
  for (const row of rows) {
    console.log(`\n${row.route}`);
    for (const line of diagnose(row.typical.lhr)) console.log(`  ${line}`);
  }
}
process.exit(0);
