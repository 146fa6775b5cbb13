// The benchmark's arithmetic and printing, apart from running anything: figures out of a
// Lighthouse report, medians, the load targets and the table.

export const KiB = 1024;

export function median(values) {
  const sorted = values
    .filter((v) => typeof v === "number" && !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figures of one Lighthouse report (times in ms, sizes in bytes). */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const requests = audit("network-requests")?.details?.items ?? [];
  const scriptRow = audit("resource-summary")?.details?.items?.find(
    (row) => row.resourceType === "script",
  );
  const jsBytes =
    scriptRow?.transferSize ??
    requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const documentRequest = requests.find((r) => r.resourceType === "Document");
  const observed = audit("metrics")?.details?.items?.[0] ?? {};
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
    // Decoded: what the parser reads (the transfer is gzipped).
    htmlBytes: documentRequest?.resourceSize,
    totalBytes: audit("total-byte-weight")?.numericValue,
    observedFcp: observed.observedFirstContentfulPaint,
    observedLcp: observed.observedLargestContentfulPaint,
  };
}

/** Medians of every figure over a page's runs. */
export function medians(runFigures) {
  if (!runFigures.length) return {};
  return Object.fromEntries(
    Object.keys(runFigures[0]).map((key) => [key, median(runFigures.map((f) => f[key]))]),
  );
}

/** A Lighthouse category that must score 100 on every route. */
function fullMarks(id, name, key) {
  return {
    id,
    label: `${name} = 100`,
    value: (row) => row.m[key],
    ok: (v) => v === 100,
    worst: "min",
    format: String,
  };
}

/**
 * The load targets, each measured against the bare Next page of the same run, so that what the
 * framework itself costs every Next page is the yardstick: TBT at most 1.3x the bare page's; the
 * route's LCP over its own static twin's at most the bare page's own LCP over its twin's plus 0.10
 * (what Next's async chunks cost any page, and nothing more); performance at most 3 points below
 * the bare page's. Then full marks in the other categories and no layout shift. `summary` is
 * { bare, bareTwin, routes: [{ route, m, twin }] } where every m / twin / bare is a medians() object.
 */
export const TARGETS = [
  {
    id: "tbt",
    label: "TBT <= 1.3 x the bare page's TBT",
    value: (row, s) => row.m.tbt / s.bare.tbt,
    limit: 1.3,
    format: (v) => `${v.toFixed(2)}x`,
  },
  {
    id: "lcp-twin",
    label: "LCP / own static twin's LCP <= the bare page's LCP / its twin's + 0.10",
    needsTwin: true,
    // How far the route's ratio is above the bare page's own.
    value: (row, s) => row.m.lcp / row.twin.lcp - s.bare.lcp / s.bareTwin.lcp,
    limit: 0.1,
    format: (v) => `${v >= 0 ? "+" : ""}${v.toFixed(2)} over the bare page's`,
  },
  {
    id: "perf",
    label: "performance >= the bare page's score - 3",
    value: (row, s) => row.m.performance - s.bare.performance,
    ok: (v) => v >= -3,
    worst: "min",
    format: (v) => `${v >= 0 ? "+" : ""}${v}`,
  },
  fullMarks("a11y", "accessibility", "accessibility"),
  fullMarks("bp", "best practices", "bestPractices"),
  fullMarks("seo", "SEO", "seo"),
  {
    id: "cls",
    label: "CLS <= 0.01",
    value: (row) => row.m.cls,
    ok: (v) => v <= 0.01,
    format: (v) => v.toFixed(3),
  },
];

/** Every target on every route: { target, checked: [{ route, value, ok }], skipped }. */
export function checkTargets(summary) {
  return TARGETS.map((target) => {
    if (target.needsTwin && !summary.bareTwin)
      return { target, checked: [], skipped: "no twins measured" };
    const checked = summary.routes.map((row) => {
      const value = target.value(row, summary);
      const ok = Number.isFinite(value) && (target.ok ? target.ok(value) : value <= target.limit);
      return { route: row.route, value, ok };
    });
    return { target, checked };
  });
}

const fmt = {
  score: (v) => (Number.isNaN(v) ? "-" : String(Math.round(v))),
  s: (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : "-"),
  ms: (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "-"),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : "-"),
  kib: (v) => (Number.isFinite(v) ? `${(v / KiB).toFixed(0)} KiB` : "-"),
  ratio: (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : ""),
};

/** The table's rows: the bare page and its twin first, then each route followed by its twin. */
export function tableRows(summary) {
  const rows = [];
  // The bare page's own LCP over its own twin's: what the framework alone scores on the LCP target.
  if (summary.bare)
    rows.push({
      page: "bare Next page",
      m: summary.bare,
      lcpTwinRatio: summary.bareTwin ? summary.bare.lcp / summary.bareTwin.lcp : NaN,
    });
  if (summary.bareTwin) rows.push({ page: "  its static twin", m: summary.bareTwin });
  for (const row of summary.routes) {
    rows.push({
      page: row.route,
      m: row.m,
      tbtRatio: summary.bare ? row.m.tbt / summary.bare.tbt : NaN,
      lcpTwinRatio: row.twin ? row.m.lcp / row.twin.lcp : NaN,
    });
    if (row.twin) {
      rows.push({
        page: "  its static twin",
        m: row.twin,
        twinBareRatio: summary.bareTwin ? row.twin.lcp / summary.bareTwin.lcp : NaN,
      });
    }
  }
  return rows;
}

export function formatTable(rows) {
  const columns = [
    ["page", (r) => r.page],
    ["perf", (r) => fmt.score(r.m.performance)],
    ["a11y", (r) => fmt.score(r.m.accessibility)],
    ["BP", (r) => fmt.score(r.m.bestPractices)],
    ["SEO", (r) => fmt.score(r.m.seo)],
    ["FCP", (r) => fmt.s(r.m.fcp)],
    ["LCP", (r) => fmt.s(r.m.lcp)],
    ["TBT", (r) => fmt.ms(r.m.tbt)],
    ["CLS", (r) => fmt.cls(r.m.cls)],
    ["SI", (r) => fmt.s(r.m.si)],
    ["JS", (r) => fmt.kib(r.m.jsBytes)],
    ["HTML", (r) => fmt.kib(r.m.htmlBytes)],
    ["TBT/bare", (r) => fmt.ratio(r.tbtRatio)],
    ["LCP/twin", (r) => fmt.ratio(r.lcpTwinRatio)],
    ["twin/bare twin", (r) => fmt.ratio(r.twinBareRatio)],
  ];
  return formatColumns(columns, rows);
}

/** A plain-text table: `columns` are [heading, (row, index) => cell]; the first is left-aligned. */
export function formatColumns(columns, rows) {
  const cells = rows.map((row, index) => columns.map(([, get]) => get(row, index)));
  const widths = columns.map(([name], i) =>
    Math.max(name.length, ...cells.map((c) => c[i].length)),
  );
  const line = (values) =>
    values
      .map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return [
    line(columns.map(([name]) => name)),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...cells.map(line),
  ];
}

export function formatTargets(results) {
  const lines = [];
  for (const { target, checked, skipped } of results) {
    if (skipped) {
      lines.push(`  ----  ${target.label}  (not checked: ${skipped})`);
      continue;
    }
    const failed = checked.filter((c) => !c.ok);
    const detail = failed.map((c) => `${c.route} ${target.format(c.value)}`).join(", ");
    const pick =
      target.worst === "min"
        ? (a, b) => (b.value < a.value ? b : a)
        : (a, b) => (b.value > a.value ? b : a);
    const w = checked.length ? checked.reduce(pick) : undefined;
    const worst = w ? `worst ${target.format(w.value)} on ${w.route}` : "";
    lines.push(
      `  ${failed.length ? "FAIL" : "pass"}  ${target.label}  (${failed.length ? `missed on ${detail}` : worst})`,
    );
  }
  return lines;
}

/** What a report says about the LCP element, its phases, long tasks, scripts and failing audits. */
export function diagnose(lhr) {
  const lines = [];
  const lcpItems = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = lcpItems
    .flatMap((item) => (item.type === "node" ? [item] : (item.items ?? [])))
    .find((i) => i.type === "node");
  if (node) lines.push(`LCP element: ${node.nodeLabel ?? ""} <${node.selector ?? ""}>`);
  const phases = lcpItems.find((item) => item.type === "table")?.items;
  if (phases) {
    lines.push(
      `LCP phases (simulated): ${phases.map((p) => `${p.label ?? p.subpart} ${Math.round(p.duration)} ms`).join(", ")}`,
    );
  }
  const longTasks = lhr.audits["long-tasks"]?.details?.items ?? [];
  for (const t of longTasks.slice(0, 8)) {
    lines.push(
      `long task (simulated) at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms, ${shortUrl(t.url)}`,
    );
  }
  const breakdown = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  if (breakdown.length) {
    lines.push(
      `main thread (simulated): ${breakdown.map((b) => `${b.groupLabel} ${Math.round(b.duration)} ms`).join(", ")}`,
    );
  }
  const bootup = lhr.audits["bootup-time"]?.details?.items ?? [];
  for (const b of bootup.slice(0, 5)) {
    lines.push(
      `script time (simulated) ${shortUrl(b.url)}: eval ${Math.round(b.scripting)} ms, parse ${Math.round(b.scriptParseCompile)} ms`,
    );
  }
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((r) => r.resourceType === "Script")
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 8);
  for (const s of scripts)
    lines.push(`script ${(s.transferSize / KiB).toFixed(1)} KiB ${shortUrl(s.url)}`);
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (
        ref.weight > 0 &&
        a &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== "informative"
      ) {
        lines.push(`${id}: ${ref.id} (${a.displayValue ?? a.score})`);
      }
    }
  }
  return lines;
}

function shortUrl(url) {
  if (!url) return "";
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}
