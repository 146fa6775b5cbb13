import {
  DEVICE_LABELS,
  formatSamples,
  formatVital,
  VITAL_DEVICES,
  VITAL_METRICS,
  VITAL_NAMES,
  type VitalMetric,
} from "@/lib/admin/vitals";
import { formatVitalDay, trendSeries, type WebVitalsReport } from "@/lib/admin/vitals-report";

import { TrendSparkline } from "./trend-sparkline";

/** Each metric's whole-site p75 per day, phones and desktops apart, with every day's figure. */
export function DailyTrend({ report }: { report: WebVitalsReport }) {
  return (
    <section aria-labelledby="vitals-trend" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="vitals-trend" className="font-display text-2xl font-bold">
          Day by day
        </h2>
        <p className="text-sm text-muted-foreground">
          The whole site&apos;s p75 of each day; lower is better. The dashed lines are the
          thresholds: good below the green one, poor above the red one.
        </p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {VITAL_METRICS.map((metric) => (
          <li key={metric} className="grid gap-4 rounded-2xl border border-border bg-card/60 p-5">
            <h3 className="font-display text-lg font-semibold">
              {metric} <span className="text-muted-foreground">· {VITAL_NAMES[metric]}</span>
            </h3>
            {VITAL_DEVICES.map((device) => (
              <figure key={device} className="grid gap-1">
                <figcaption className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {DEVICE_LABELS[device]}
                </figcaption>
                <TrendSparkline
                  series={trendSeries(report, metric, device)}
                  metric={metric}
                  device={device}
                />
              </figure>
            ))}
            <DayTable report={report} metric={metric} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DayTable({ report, metric }: { report: WebVitalsReport; metric: VitalMetric }) {
  const phones = trendSeries(report, metric, "mobile");
  const desktops = trendSeries(report, metric, "desktop");
  const cell = (figure: (typeof phones)[number]["figure"]) =>
    figure ? `${formatVital(metric, figure.p75)} (${formatSamples(figure.samples)})` : "–";
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
        Every day&apos;s {metric}
      </summary>
      <table className="mt-3 w-full border-collapse text-left text-xs">
        <caption className="sr-only">{metric} p75 per day</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Day
            </th>
            {VITAL_DEVICES.map((device) => (
              <th key={device} scope="col" className="py-1 pr-2 font-semibold">
                {DEVICE_LABELS[device]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {phones.map((day, i) => (
            <tr key={day.day} className="border-t border-border/60">
              <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">
                <time dateTime={day.day}>{formatVitalDay(day.day)}</time>
              </th>
              <td className="py-1 pr-2 tabular-nums">{cell(day.figure)}</td>
              <td className="py-1 pr-2 tabular-nums">{cell(desktops[i]?.figure ?? null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
