import { VITAL_METRICS, type VitalDevice, type VitalMetric } from "./vitals";
import { describeVitalElement, type ElementDescription } from "./vitals-element";

export type VitalFigure = { p75: number; samples: number };

export type WebVitalsReport = {
  days: number;
  since: string;
  site: Array<{ metric: VitalMetric; device: VitalDevice } & VitalFigure>;
  routes: Array<{ route: string; metric: VitalMetric; device: VitalDevice } & VitalFigure>;
  trend: Array<{ day: string; metric: VitalMetric; device: VitalDevice } & VitalFigure>;
  // `poor` counts all of the route's poor values, with a target or not.
  targets: Array<{
    route: string;
    metric: VitalMetric;
    target: string;
    label: string | null;
    section: string | null;
    samples: number;
    poor: number;
  }>;
};

export const VITALS_WINDOWS = [7, 28, 90] as const;
const DEFAULT_VITALS_DAYS = 28;

export function parseVitalsDays(params: Record<string, string | string[] | undefined>): number {
  const days = Number(params["days"]);
  return (VITALS_WINDOWS as readonly number[]).includes(days) ? days : DEFAULT_VITALS_DAYS;
}

export const isEmptyReport = (report: WebVitalsReport) =>
  report.site.every((row) => row.samples === 0);

export function siteFigure(
  report: WebVitalsReport,
  metric: VitalMetric,
  device: VitalDevice,
): VitalFigure | null {
  const row = report.site.find((r) => r.metric === metric && r.device === device);
  return row ? { p75: row.p75, samples: row.samples } : null;
}

export type RouteRow = {
  route: string;
  views: number;
  figures: Record<VitalMetric, VitalFigure | null>;
};

export function routeRows(report: WebVitalsReport, device: VitalDevice): RouteRow[] {
  const rows = new Map<string, RouteRow>();
  for (const r of report.routes) {
    if (r.device !== device) continue;
    const row = rows.get(r.route) ?? {
      route: r.route,
      views: 0,
      figures: { LCP: null, INP: null, CLS: null },
    };
    row.figures[r.metric] = { p75: r.p75, samples: r.samples };
    row.views = Math.max(row.views, r.samples);
    rows.set(r.route, row);
  }
  return [...rows.values()].sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
}

export type PoorTargets = {
  route: string;
  metric: VitalMetric;
  poor: number;
  targets: Array<ElementDescription & { samples: number }>;
};

export function poorTargetGroups(report: WebVitalsReport): PoorTargets[] {
  const groups = new Map<string, PoorTargets>();
  for (const t of report.targets) {
    const key = `${t.metric} ${t.route}`;
    const group = groups.get(key) ?? {
      route: t.route,
      metric: t.metric,
      poor: t.poor,
      targets: [],
    };
    const element = describeVitalElement(t);
    // Two selectors of one image (or two unnamed images) are one line to a person.
    const same = group.targets.find(
      (e) => e.kind === element.kind && e.words === element.words && e.place === element.place,
    );
    if (same) same.samples += t.samples;
    else group.targets.push({ ...element, samples: t.samples });
    groups.set(key, group);
  }
  const order = (m: VitalMetric) => VITAL_METRICS.indexOf(m);
  for (const group of groups.values()) group.targets.sort((a, b) => b.samples - a.samples);
  return [...groups.values()].sort(
    (a, b) =>
      b.poor - a.poor || a.route.localeCompare(b.route) || order(a.metric) - order(b.metric),
  );
}

/** The days of the window with any measurement, oldest first. */
export function measuredDays(report: WebVitalsReport): string[] {
  return [...new Set(report.trend.filter((r) => r.samples > 0).map((r) => r.day))].sort();
}

export type TrendDay = { day: string; figure: VitalFigure | null };

export function trendSeries(
  report: WebVitalsReport,
  metric: VitalMetric,
  device: VitalDevice,
): TrendDay[] {
  const measured = new Map(
    report.trend
      .filter((r) => r.metric === metric && r.device === device)
      .map((r) => [r.day, { p75: r.p75, samples: r.samples }]),
  );
  return windowDays(report).map((day) => ({ day, figure: measured.get(day) ?? null }));
}

export function windowDays({ since, days }: Pick<WebVitalsReport, "since" | "days">): string[] {
  const start = Date.parse(`${since}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

// A calendar day, not an instant: formatted in UTC so no time zone moves it.
export function formatVitalDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : dayFormat.format(time);
}
