// The first-paint table of `npm run bench`: Lighthouse with applied throttling (the network and CPU
// really slowed and the paint really observed), each route's FCP and LCP beside the bare page's of
// the same run, and the bytes each must fetch before that paint (critical-path.mjs).
import { formatColumns, KiB, median } from "./report.mjs";

/** A phone's first paint: FCP within 1.25x of the bare page's, LCP under 1.5 s. */
export const FIRST_PAINT_GOALS = { fcpRatio: 1.25, lcpMs: 1500 };

/** Median FCP, LCP and TBT of one page's runs: `runs` holds { fcp, lcp, tbt } in ms. */
export function paintMedians(runs) {
  const of = (key) => median(runs.map((r) => r[key]));
  return { fcp: of("fcp"), lcp: of("lcp"), tbt: of("tbt") };
}

/**
 * One row per page, the bare page first: { page, fcp, lcp, tbt, fcpRatio, lcpRatio, bytes, ok }.
 * `bare` and each route carry { paints: { fcp, lcp }, bytes: criticalPath() result }.
 */
export function firstPaintRows(bare, routes, goals = FIRST_PAINT_GOALS) {
  const row = (page, { paints, bytes }) => {
    const fcpRatio = paints.fcp / bare.paints.fcp;
    const lcpRatio = paints.lcp / bare.paints.lcp;
    return {
      page,
      ...paints,
      fcpRatio,
      lcpRatio,
      bytes,
      ok: fcpRatio <= goals.fcpRatio && paints.lcp < goals.lcpMs,
    };
  };
  return [row("bare Next page", bare), ...routes.map((r) => row(r.route, r))];
}

const kib = (v) => (Number.isFinite(v) ? `${(v / KiB).toFixed(1)}` : "-");
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : "-");

export function formatFirstPaint(rows) {
  const columns = [
    ["page", (r) => r.page],
    ["FCP ms", (r) => ms(r.fcp)],
    ["xbare", (r) => `${r.fcpRatio.toFixed(2)}x`],
    ["LCP ms", (r) => ms(r.lcp)],
    ["xbare", (r) => `${r.lcpRatio.toFixed(2)}x`],
    ["TBT ms", (r) => ms(r.tbt)],
    ["KiB before paint", (r) => kib(r.bytes?.total)],
    ["html", (r) => kib(r.bytes?.html)],
    ["css", (r) => kib(r.bytes?.css)],
    ["fonts", (r) => kib(r.bytes?.fonts)],
    ["goal", (r, i) => (i === 0 ? "" : r.ok ? "met" : "MISSED")],
  ];
  return formatColumns(columns, rows);
}
