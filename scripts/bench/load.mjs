// `npm run bench:load`: build, serve the production build with its own embedded backend, then
// autocannon for 10 s at 20 connections on /, /portfolio and /reviews, beside a static file from
// public/ as the reference. Then checks that every public route (from /sitemap.xml) is prerendered:
// served from the full-route cache, with no per-request rendering.
// Exits non-zero when a request failed or a public route is rendered per request.
//   npm run bench:load [-- --no-build] [--duration=10] [--connections=20]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import autocannon from "autocannon";

import { installExitHandlers, parseArgs, root, startApp, stopAll } from "./server.mjs";

const options = parseArgs();
const build = !options["no-build"];
const duration = Number(options.duration ?? 10);
const connections = Number(options.connections ?? 20);
const STATIC_FILE = "/logo.png";
const targets = ["/", "/portfolio", "/reviews", STATIC_FILE];

function bench(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, duration, connections, headers: { accept: "text/html,*/*" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

installExitHandlers();
if (!existsSync(path.join(root, "public", STATIC_FILE)))
  throw new Error(`public${STATIC_FILE} is missing`);

const { baseUrl } = await startApp({ build });

// One request each first, so the figures do not include a cold start.
for (const target of targets) await fetch(new URL(target, baseUrl)).then((r) => r.arrayBuffer());

const rows = [];
for (const target of targets) {
  console.log(`autocannon ${duration} s x ${connections} connections: ${target} ...`);
  const result = await bench(new URL(target, baseUrl).href);
  rows.push({
    target: target === STATIC_FILE ? `${target} (static reference)` : target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    kib: result.throughput.average / 1024,
  });
}

// Prerendering: every route of the sitemap must come from the build, not be rendered per request.
// `next start` marks a page served from the full-route cache with x-nextjs-cache (HIT/STALE) or
// x-nextjs-prerender; the build's prerender-manifest.json must list it too.
const manifestPath = path.join(root, ".next", "prerender-manifest.json");
const manifest = existsSync(manifestPath)
  ? JSON.parse(readFileSync(manifestPath, "utf8"))
  : { routes: {} };
const sitemap = await fetch(new URL("/sitemap.xml", baseUrl)).then((r) => r.text());
const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
const notPrerendered = [];
for (const pathname of publicPaths) {
  const response = await fetch(new URL(pathname, baseUrl), { redirect: "manual" });
  await response.arrayBuffer();
  const cache = response.headers.get("x-nextjs-cache");
  const prerender = response.headers.get("x-nextjs-prerender");
  const inManifest = pathname in manifest.routes;
  const fromCache = Boolean(prerender) || cache === "HIT" || cache === "STALE";
  const cacheControl = response.headers.get("cache-control") ?? "";
  const perRequest = /private|no-store|no-cache/.test(cacheControl);
  if (!response.ok || !inManifest || !fromCache || perRequest) {
    notPrerendered.push(
      `${pathname}: status ${response.status}, in prerender-manifest ${inManifest}, x-nextjs-cache ${cache ?? "-"}, x-nextjs-prerender ${prerender ?? "-"}, cache-control "${cacheControl}"`,
    );
  }
}
await stopAll();

const columns = [
  ["target", (r) => r.target],
  ["req/s", (r) => r.rps.toFixed(0)],
  ["p50", (r) => `${r.p50} ms`],
  ["p99", (r) => `${r.p99} ms`],
  ["requests", (r) => String(r.requests)],
  ["errors", (r) => String(r.errors)],
  ["non-2xx", (r) => String(r.non2xx)],
  ["KiB/s", (r) => r.kib.toFixed(0)],
];
const cells = rows.map((row) => columns.map(([, get]) => get(row)));
const widths = columns.map(([name], i) => Math.max(name.length, ...cells.map((c) => c[i].length)));
const line = (values) =>
  values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
console.log(`\n${duration} s at ${connections} connections, production server on loopback:\n`);
console.log(line(columns.map(([name]) => name)));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const c of cells) console.log(line(c));

const failed = rows.filter((r) => r.errors || r.non2xx);
console.log(
  failed.length
    ? `\nFAIL  errors or non-2xx answers on ${failed.map((r) => r.target).join(", ")}`
    : "\npass  no errors, no non-2xx answers",
);
console.log(
  notPrerendered.length
    ? `FAIL  ${notPrerendered.length} of ${publicPaths.length} public routes are not prerendered:\n  ${notPrerendered.join("\n  ")}`
    : `pass  all ${publicPaths.length} public routes of the sitemap are prerendered and served from the cache`,
);
process.exit(failed.length || notPrerendered.length ? 1 : 0);
