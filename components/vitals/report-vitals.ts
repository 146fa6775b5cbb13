import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

import {
  VITALS_ENDPOINT,
  type ReportedMetric,
  type VitalsReport,
} from "@/lib/schemas/web-vitals-fields";

import { attributionOf } from "./attribution";

type WithConnection = Navigator & { connection?: { effectiveType?: string } };

// No rating: the server rates each value itself. Undefined fields are left out of the JSON.
const reported = (metric: Metric): ReportedMetric => ({
  name: metric.name,
  value: metric.value,
  ...attributionOf(metric),
});

// No cookie and no identifier: only the path (never the query string), width and connection type.
export function reportVitals(): void {
  // LCP, FCP and TTFB belong to the first page, even after a client-side navigation.
  const path = location.pathname;
  const pending = new Map<string, { id: string; metric: ReportedMetric }>();
  const sent = new Set<string>();
  const collect = (metric: Metric) => {
    if (!sent.has(metric.id)) pending.set(metric.name, { id: metric.id, metric: reported(metric) });
  };
  onLCP(collect);
  // Every change: web-vitals weighs a click only when idle, so a busy page that hides would lose it.
  onINP(collect, { reportAllChanges: true });
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);

  const send = () => {
    if (pending.size === 0) return;
    const report: VitalsReport = {
      path,
      width: innerWidth,
      metrics: [...pending.values()].map(({ metric }) => metric),
    };
    const connection = (navigator as WithConnection).connection?.effectiveType;
    if (connection) report.connection = connection;
    for (const { id } of pending.values()) sent.add(id);
    pending.clear();
    const body = JSON.stringify(report);
    if (!navigator.sendBeacon?.(VITALS_ENDPOINT, body))
      fetch(VITALS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
  };
  // Added after web-vitals' own listeners, which report CLS and INP on this event. Not pagehide:
  // Chromium fires it before visibilitychange, which would split the batch in two.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
}
