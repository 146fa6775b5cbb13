// The Speed page's query for `npm run bench:admin`: admin_web_vitals_report() over many rows.
import { startLocalSupabase } from "@kalpix/local-supabase/server";
import { createClient } from "@supabase/supabase-js";

import { ADMIN } from "./admin-seed.ts";
import { BENCH_ROUTES, seedWebVitals } from "./admin-vitals-seed.ts";

/** The page's periods: 28 days is what it opens with. */
const WINDOWS = [7, 28, 90];

type SpeedRow = {
  size: number;
  days: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * For each size, a scratch in-memory embedded database with that many web_vitals rows, and the
 * report function called over RPC as the signed-in admin (REST, JWT, RLS and the admin check
 * included, as the page calls it), timed for each period: median of `runs` after two warm-ups.
 * No app server and no build: the function's own time, through the API.
 */
export async function benchSpeedView(
  sizes: number[],
  runs: number,
  log: (line: string) => void,
): Promise<SpeedRow[]> {
  const results: SpeedRow[] = [];
  for (const size of sizes) {
    log(
      `\nSeeding ${size.toLocaleString("en")} web_vitals rows (90 days, ${BENCH_ROUTES.length} routes) ...`,
    );
    const started = performance.now();
    const local = await startLocalSupabase({ port: 0, dataDir: null, log: false, admin: ADMIN });
    try {
      await seedWebVitals(local, size);
      log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      const supabase = createClient(local.url, local.config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { error } = await supabase.auth.signInWithPassword(ADMIN);
      if (error) throw error;
      const timeOnce = async (days: number) => {
        const begun = performance.now();
        const { data, error: failed } = await supabase.rpc("admin_web_vitals_report", { days });
        const elapsed = performance.now() - begun;
        const routes = (data as { routes?: unknown[] } | null)?.routes?.length ?? 0;
        if (failed || routes === 0) {
          throw new Error(`The report for ${days} days failed: ${failed?.message ?? "no routes"}`);
        }
        return elapsed;
      };
      // Warm-ups first, then the periods in turn: a busy moment of the machine hits them alike.
      for (let i = 0; i < 2; i++) for (const days of WINDOWS) await timeOnce(days);
      const times = new Map<number, number[]>(WINDOWS.map((days) => [days, []]));
      for (let i = 0; i < runs; i++) {
        for (const days of WINDOWS) times.get(days)!.push(await timeOnce(days));
      }
      for (const days of WINDOWS) {
        const measured = times.get(days)!;
        const row = {
          size,
          days,
          medianMs: median(measured),
          minMs: Math.min(...measured),
          maxMs: Math.max(...measured),
        };
        results.push(row);
        log(
          `  speed report, last ${String(days).padStart(2)} days   median ${row.medianMs.toFixed(0).padStart(5)} ms  (min ${row.minMs.toFixed(0)}, max ${row.maxMs.toFixed(0)})`,
        );
      }
    } finally {
      await local.close();
    }
  }
  return results;
}

/** The medians as a table: one row per period, one column per size. */
export function printSpeedTable(results: SpeedRow[], runs: number, log: (line: string) => void) {
  const sizes = [...new Set(results.map((r) => r.size))];
  log(`\nSpeed report query time over RPC as the admin, median of ${runs} runs (ms):`);
  log(
    ["period".padEnd(20), ...sizes.map((s) => `${s.toLocaleString("en")} rows`.padStart(16))].join(
      "",
    ),
  );
  for (const days of WINDOWS) {
    const cells = sizes.map((size) => {
      const row = results.find((r) => r.size === size && r.days === days);
      return (row ? row.medianMs.toFixed(0) : "-").padStart(16);
    });
    log([`last ${days} days`.padEnd(20), ...cells].join(""));
  }
}
