// `number`, `array` and `strictObject` by name: zod-api.ts does not name them yet.
import { array, number, strictObject } from "zod";

import {
  CONNECTIONS,
  INTERACTIONS,
  METRIC_MAX,
  METRIC_NAMES,
  MOBILE_BELOW_WIDTH,
  rate,
  RATINGS,
  type Connection,
  type WebVitalSample,
} from "./web-vitals-fields";
import { routePattern } from "./web-vitals-routes";
import { cleanTarget, cleanTargetLabel } from "./web-vitals-target";
import { z } from "./zod";

const metricSchema = strictObject({
  name: z.enum(METRIC_NAMES),
  value: number().min(0),
  // Checked, then replaced: the server rates the value itself (the reporter no longer sends it).
  rating: z.enum(RATINGS).optional(),
  target: z.string().max(1000).optional(),
  label: z.string().max(1000).optional(),
  section: z.string().max(1000).optional(),
  interaction: z.enum(INTERACTIONS).optional(),
}).refine((metric) => metric.value <= METRIC_MAX[metric.name], {
  message: "The value is more than a browser reports.",
});

const reportSchema = strictObject({
  path: z.string().min(1).max(2048),
  width: number().int().min(0).max(100_000),
  connection: z.string().max(32).optional(),
  metrics: array(metricSchema).min(1).max(METRIC_NAMES.length),
}).refine(
  (report) => new Set(report.metrics.map(({ name }) => name)).size === report.metrics.length,
  {
    message: "Each metric at most once per report.",
  },
);

const isConnection = (value: string | undefined): value is Connection =>
  (CONNECTIONS as readonly (string | undefined)[]).includes(value);

export function parseVitalsReport(input: unknown): WebVitalSample[] | null {
  const parsed = reportSchema.safeParse(input);
  if (!parsed.success) return null;
  const { path, width, connection, metrics } = parsed.data;
  const route = routePattern(path);
  if (!route) return null;
  const device = width < MOBILE_BELOW_WIDTH ? "mobile" : "desktop";
  return metrics.map(({ name, value, target, label, section, interaction }) => {
    const element = name === "FCP" || name === "TTFB" ? null : cleanTarget(target);
    return {
      route,
      metric: name,
      value,
      rating: rate(name, value),
      target: element,
      // Words without the element they name would say nothing.
      target_label: element ? cleanTargetLabel(label) : null,
      target_section: element ? cleanTargetLabel(section) : null,
      interaction: name === "INP" ? (interaction ?? null) : null,
      device,
      connection: isConnection(connection) ? connection : null,
    };
  });
}
