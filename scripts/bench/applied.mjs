// The phone table of `npm run bench`: Lighthouse with applied throttling (the network and CPU
// really slowed and the paint really observed), each route's FCP, LCP, TBT and performance score
// beside the bare page's of the same run, and the bytes each must fetch before that paint
// (critical-path.mjs).
import { formatColumns, KiB, median } from "./report.mjs";

/**
 * A phone's load, against the bare page of the same run: blocking time within 1.3x, a score of 90
 * or more, FCP within 1.95x and LCP under 2.1 s.
 */
export const PHONE_GOALS = { tbtRatio: 1.3, performance: 90, fcpRatio: 1.95, lcpMs: 2100 };

/** Median of each figure of one page's runs: `runs` holds { fcp, lcp, tbt, performance }. */
export function paintMedians(runs) {
  const of = (key) => median(runs.map((r) => r[key]));
  return { fcp: of("fcp"), lcp: of("lcp"), tbt: of("tbt"), performance: of("performance") };
}

/**
 * One row per page, the bare page first, with its ratios to the bare page and `misses` (the goals
 * it misses by name; `ok` when none). `bare` and each route carry { paints, bytes }.
 */
export function firstPaintRows(bare, routes, goals = PHONE_GOALS) {
  const row = (page, { paints, bytes }) => {
    const fcpRatio = paints.fcp / bare.paints.fcp;
    const lcpRatio = paints.lcp / bare.paints.lcp;
    const tbtRatio = paints.tbt / bare.paints.tbt;
    const misses = [
      !(tbtRatio <= goals.tbtRatio) && "TBT",
      !(paints.performance >= goals.performance) && "score",
      !(fcpRatio <= goals.fcpRatio) && "FCP",
      !(paints.lcp < goals.lcpMs) && "LCP",
    ].filter(Boolean);
    return { page, ...paints, fcpRatio, lcpRatio, tbtRatio, bytes, misses, ok: !misses.length };
  };
  return [row("bare Next page", bare), ...routes.map((r) => row(r.route, r))];
}

const kib = (v) => (Number.isFinite(v) ? `${(v / KiB).toFixed(1)}` : "-");
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : "-");
const ratio = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : "-");

export function formatFirstPaint(rows) {
  const columns = [
    ["page", (r) => r.page],
    ["perf", (r) => (Number.isFinite(r.performance) ? `${r.performance}` : "-")],
    ["TBT ms", (r) => ms(r.tbt)],
    ["xbare", (r) => ratio(r.tbtRatio)],
    ["FCP ms", (r) => ms(r.fcp)],
    ["xbare", (r) => ratio(r.fcpRatio)],
    ["LCP ms", (r) => ms(r.lcp)],
    ["xbare", (r) => ratio(r.lcpRatio)],
    ["KiB before paint", (r) => kib(r.bytes?.total)],
    ["html", (r) => kib(r.bytes?.html)],
    ["css", (r) => kib(r.bytes?.css)],
    ["fonts", (r) => kib(r.bytes?.fonts)],
    ["goal", (r, i) => (i === 0 ? "" : r.ok ? "met" : `MISSED ${r.misses.join(", ")}`)],
  ];
  return formatColumns(columns, rows);
}

/** The verdict under the table. */
export function describeGoals(goals = PHONE_GOALS) {
  return `TBT <= ${goals.tbtRatio}x the bare page's, performance >= ${goals.performance}, FCP <= ${goals.fcpRatio}x the bare page's, LCP < ${goals.lcpMs / 1000} s`;
}
