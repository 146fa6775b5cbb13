// The web-vitals report as the browser sends it and the route reads it, without zod: the reporter
// (components/vitals/) loads this after the page; the route parses with web-vitals.schema.ts.

export const VITALS_ENDPOINT = "/api/vitals";
/** How long the timings are kept; purge_expired_web_vitals deletes older rows. */
export const FIELD_DATA_DAYS = 90;
/** A bigger body is ignored unread: five metrics with their selectors fit in well under 2 KB. */
export const VITALS_MAX_BODY_BYTES = 8 * 1024;

export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
type MetricName = (typeof METRIC_NAMES)[number];

export const RATINGS = ["good", "needs-improvement", "poor"] as const;
type Rating = (typeof RATINGS)[number];

/** `navigator.connection.effectiveType`'s values; anything else is stored as unknown. */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g"] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** How the slowest interaction (INP) was made, as web-vitals' attribution names it. */
export const INTERACTIONS = ["pointer", "keyboard"] as const;
type Interaction = (typeof INTERACTIONS)[number];

/** Below this viewport width a view counts as mobile (Tailwind's `md` breakpoint). */
export const MOBILE_BELOW_WIDTH = 768;

/**
 * web-vitals' own thresholds (good up to the first, poor above the second): the server rates each
 * value itself, so a report cannot label a value better or worse than it is.
 */
export const RATING_THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type ReportedMetric = {
  name: MetricName;
  value: number;
  rating: Rating;
  /** LCP: the element; INP: the interaction's target; CLS: the largest shift's first element. */
  target?: string;
  interaction?: Interaction;
};

/** One page view's batch: nothing in it names the visitor or links it to another view. */
export type VitalsReport = {
  /** `location.pathname`: never the query string or the fragment. */
  path: string;
  /** The viewport's width in CSS pixels, for the device class only. */
  width: number;
  connection?: string;
  metrics: ReportedMetric[];
};

export function rate(metric: MetricName, value: number): Rating {
  const [good, poor] = RATING_THRESHOLDS[metric];
  return value > poor ? "poor" : value > good ? "needs-improvement" : "good";
}

/** One metric of one view as it is stored: the route instead of the path, a device class instead of the width. */
export type WebVitalSample = {
  /** The route pattern, such as `/blog/[slug]`. */
  route: string;
  metric: MetricName;
  value: number;
  rating: Rating;
  target: string | null;
  interaction: Interaction | null;
  device: "mobile" | "desktop";
  connection: Connection | null;
};
