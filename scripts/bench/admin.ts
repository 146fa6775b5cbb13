/**
 * `npm run bench:admin [-- --sizes=1000,100000] [--runs=7] [--no-build]
 *   [--speed-sizes=100000,1000000] [--only=dashboard|speed]`
 *
 * The dashboard's server render time as an admin sees it: for each size, a scratch in-memory
 * embedded database seeded with that many form submissions and reviews, the production server
 * pointed at it, a signed-in admin session, and the full HTML response of the dashboard timed
 * for page 1, a late page, a search and each status filter on each tab, and the full CSV export
 * of the submissions (median of several runs after warm-up).
 * Target: every page's median under 300 ms, growing far slower than the row count; the export
 * streams every row (its time grows with the rows, as it must).
 * First, the Speed page's report function (scripts/bench/admin-speed.ts) at each of
 * `--speed-sizes` web_vitals rows; `--only=speed` runs that alone, with no build and no app server.
 */
import { startLocalSupabase } from "@kalpix/local-supabase/server";

import { ADMIN, adminSessionCookies, seedDashboard } from "./admin-seed.ts";
import { benchSpeedView, printSpeedTable } from "./admin-speed.ts";
// @ts-expect-error -- a plain .mjs helper shared with the other benchmarks, without types
import { installExitHandlers, parseArgs, startApp, stopAll } from "./server.mjs";

const PAGE_SIZE = 20;
const TARGET_MS = 300;

type Options = Record<string, string | boolean>;
const options = parseArgs() as Options;
const sizes = String(options["sizes"] ?? "1000,100000")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const speedSizes = String(options["speed-sizes"] ?? "100000,1000000")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const runs = Number(options["runs"] ?? 7);
const only = options["only"];
if (only !== undefined && only !== "dashboard" && only !== "speed") {
  throw new Error(`--only is dashboard or speed, not ${String(only)}`);
}
const shouldBuild = !options["no-build"] && only !== "speed";

installExitHandlers();

async function timeOnce(url: string, cookie: string, expectedCsvRows?: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (expectedCsvRows !== undefined) {
    const rows = body.trimEnd().split("\r\n").length - 1;
    if (response.status !== 200 || rows < expectedCsvRows) {
      throw new Error(
        `${url} answered ${response.status} with ${rows} rows, not ${expectedCsvRows}`,
      );
    }
    return elapsed;
  }
  if (
    response.status !== 200 ||
    !body.includes("Admin Dashboard") ||
    body.includes("could not be loaded")
  ) {
    throw new Error(`${url} answered ${response.status} without the list`);
  }
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Row = { size: number; scenario: string; medianMs: number; minMs: number; maxMs: number };

async function main() {
  if (only !== "dashboard") {
    printSpeedTable(await benchSpeedView(speedSizes, runs, console.log), runs, console.log);
  }
  if (only === "speed") return;
  if (shouldBuild) {
    await startApp({ build: true, log: console.log });
    await stopAll();
  }
  const results: Row[] = [];
  for (const size of sizes) {
    console.log(
      `\nSeeding ${size.toLocaleString("en")} submissions and ${size.toLocaleString("en")} reviews ...`,
    );
    const seeded = performance.now();
    const local = await startLocalSupabase({ port: 0, dataDir: null, log: false, admin: ADMIN });
    await seedDashboard(local, size);
    console.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s.`);

    process.env["NEXT_PUBLIC_SUPABASE_URL"] = local.url;
    process.env["NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"] = local.config.anonKey;
    process.env["SUPABASE_SECRET_KEY"] = local.config.serviceRoleKey;
    const { baseUrl } = (await startApp({ build: false, port: 3400, log: console.log })) as {
      baseUrl: string;
    };
    const cookie = (await adminSessionCookies(local.url, local.config.anonKey))
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    // A late page: the keyset cursor of the row 2 pages before the end, as the Older link makes it.
    const lateCursor = async (table: "form_submissions" | "reviews", where = "true") => {
      const { rows } = await local.db.transaction((tx) =>
        tx.query<{ created_at: string; id: string }>(
          `select to_json(created_at) #>> '{}' as created_at, id
             from public.${table} where ${where}
            order by created_at desc, id desc
           offset greatest(0, (select count(*) from public.${table} where ${where}) - $1) limit 1`,
          [2 * PAGE_SIZE],
        ),
      );
      const row = rows[0]!;
      return encodeURIComponent(`${row.created_at}_${row.id}`);
    };
    const lateRow = Math.max(0, size - 2 * PAGE_SIZE);
    const needle = String(Math.floor(size / 7) || 1);
    const scenarios: Array<[string, string]> = [
      ["submissions, page 1", "/kalpix-admin"],
      [
        `submissions, older than row ${lateRow}`,
        `/kalpix-admin?before=${await lateCursor("form_submissions")}`,
      ],
      [
        `submissions, search "client${needle}@"`,
        `/kalpix-admin?q=${encodeURIComponent(`client${needle}@`)}`,
      ],
      ["reviews, page 1", "/kalpix-admin?tab=reviews"],
      [
        `reviews, older than row ${lateRow}`,
        `/kalpix-admin?tab=reviews&before=${await lateCursor("reviews")}`,
      ],
      [
        `reviews, search "number ${needle}:"`,
        `/kalpix-admin?tab=reviews&q=${encodeURIComponent(`number ${needle}:`)}`,
      ],
      ["submissions, filter New, page 1", "/kalpix-admin?status=new"],
      [
        `submissions, filter Handled, late page`,
        `/kalpix-admin?status=handled&before=${await lateCursor("form_submissions", "handled_at is not null")}`,
      ],
      ["reviews, filter Pending, page 1", "/kalpix-admin?tab=reviews&status=pending"],
      [
        `reviews, filter Approved, late page`,
        `/kalpix-admin?tab=reviews&status=approved&before=${await lateCursor("reviews", "approved")}`,
      ],
      [
        `reviews, all, late page`,
        `/kalpix-admin?tab=reviews&before=${await lateCursor("reviews")}`,
      ],
      [
        `export CSV, all ${size.toLocaleString("en")} submissions`,
        "/kalpix-admin/export/submissions.csv",
      ],
    ];
    for (const [scenario, path] of scenarios) {
      const url = `${baseUrl}${path}`;
      const csvRows = path.includes(".csv") ? size : undefined;
      for (let i = 0; i < 2; i++) await timeOnce(url, cookie, csvRows);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await timeOnce(url, cookie, csvRows));
      const row = {
        size,
        scenario,
        medianMs: median(times),
        minMs: Math.min(...times),
        maxMs: Math.max(...times),
      };
      results.push(row);
      console.log(
        `  ${scenario.padEnd(42)} median ${row.medianMs.toFixed(0).padStart(5)} ms  (min ${row.minMs.toFixed(0)}, max ${row.maxMs.toFixed(0)})`,
      );
    }
    await stopAll();
    await local.close();
  }

  console.log("\nDashboard server render time, median of", runs, "runs (ms):");
  const perSize = results.filter((r) => r.size === sizes[0]).length;
  const scenarioKeys = results.slice(0, perSize).map((r) => r.scenario.replace(/\d[\d,]*/g, "N"));
  console.log(
    [
      "scenario".padEnd(34),
      ...sizes.map((s) => `${s.toLocaleString("en")} rows`.padStart(14)),
    ].join(""),
  );
  for (const key of scenarioKeys) {
    const index = scenarioKeys.indexOf(key);
    const cells = sizes.map((size) => {
      const row = results.filter((r) => r.size === size)[index];
      return (row ? row.medianMs.toFixed(0) : "-").padStart(14);
    });
    console.log([key.padEnd(34), ...cells].join(""));
  }
  const misses = results.filter((r) => r.medianMs > TARGET_MS && !r.scenario.startsWith("export"));
  console.log(
    misses.length
      ? `\nTarget missed (each under ${TARGET_MS} ms): ${misses.map((m) => `${m.scenario} at ${m.size}`).join("; ")}`
      : `\nTarget met: every median under ${TARGET_MS} ms.`,
  );
  if (sizes.length >= 2) {
    const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
    const growth = (scenarioIndex: number) => {
      const a = results.filter((r) => r.size === small)[scenarioIndex]!.medianMs;
      const b = results.filter((r) => r.size === large)[scenarioIndex]!.medianMs;
      return b / a;
    };
    const factors = scenarioKeys.map((_, i) => growth(i).toFixed(2));
    console.log(
      `Rows grew ${(large / small).toFixed(0)}x; render time grew ${factors.join("x, ")}x per scenario.`,
    );
  }
}

main()
  .then(async () => {
    await stopAll();
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
