// No zod here: the browser's reporter loads this; the route parses with web-vitals.schema.ts.

export const VITALS_ENDPOINT = "/api/vitals";
export const FIELD_DATA_DAYS = 90;
// A bigger body is ignored unread: five metrics with their selectors fit in well under 2 KB.
export const VITALS_MAX_BODY_BYTES = 8 * 1024;

export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
type MetricName = (typeof METRIC_NAMES)[number];

export const RATINGS = ["good", "needs-improvement", "poor"] as const;
type Rating = (typeof RATINGS)[number];

export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g"] as const;
export type Connection = (typeof CONNECTIONS)[number];

export const INTERACTIONS = ["pointer", "keyboard"] as const;
type Interaction = (typeof INTERACTIONS)[number];

// Tailwind's `md` breakpoint.
export const MOBILE_BELOW_WIDTH = 768;

// The server rates each value itself, so a report cannot label a value better or worse than it is.
export const RATING_THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

// What a browser's report can hold: a page still loading after a minute, or frozen for twenty
// seconds by one interaction, has been left long before; larger values are forged and dropped.
export const METRIC_MAX: Record<MetricName, number> = {
  LCP: 60_000,
  INP: 20_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

export type ReportedMetric = {
  name: MetricName;
  value: number;
  rating?: Rating;
  target?: string;
  // The words a person knows the element by (alt text, label, heading): never a field's value.
  label?: string;
  // The heading of the section it is in.
  section?: string;
  interaction?: Interaction;
};

// Nothing may identify the visitor: no query or fragment in `path`, `width` only sets the device.
export type VitalsReport = {
  path: string;
  width: number;
  connection?: string;
  metrics: ReportedMetric[];
};

export function rate(metric: MetricName, value: number): Rating {
  const [good, poor] = RATING_THRESHOLDS[metric];
  return value > poor ? "poor" : value > good ? "needs-improvement" : "good";
}

export type WebVitalSample = {
  route: string;
  metric: MetricName;
  value: number;
  rating: Rating;
  target: string | null;
  target_label: string | null;
  target_section: string | null;
  interaction: Interaction | null;
  device: "mobile" | "desktop";
  connection: Connection | null;
};
