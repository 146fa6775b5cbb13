import {
  DEVICE_LABELS,
  formatSamples,
  formatVital,
  VITAL_DEVICES,
  VITAL_METRICS,
  VITAL_NAMES,
  type VitalDevice,
  type VitalMetric,
} from "@/lib/admin/vitals";
import {
  formatVitalDay,
  measuredDays,
  trendSeries,
  type TrendDay,
  type WebVitalsReport,
} from "@/lib/admin/vitals-report";
import { Icon } from "@/components/page/icon";

import { TrendSparkline } from "./trend-sparkline";

/** Each metric's whole-site p75 per day, phones and desktops apart, with every day's figure. */
export function DailyTrend({ report }: { report: WebVitalsReport }) {
  const days = measuredDays(report);
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
      {days.length < 2 ? <NoHistoryYet days={days} /> : <TrendCards report={report} />}
    </section>
  );
}

function NoHistoryYet({ days }: { days: string[] }) {
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-dashed border-border bg-card/40 p-6">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon name="calendar-clock" className="size-5" />
      </span>
      <div className="grid gap-1">
        <p className="font-semibold">Not enough history yet</p>
        <p className="max-w-2xl text-sm text-muted-foreground">
          {days[0] ? (
            <>
              Visits were measured on one day so far,{" "}
              <time dateTime={days[0]}>{formatVitalDay(days[0])}</time>.{" "}
            </>
          ) : null}
          A line per metric appears here from the second day with measurements, to show whether the
          site gets faster or slower.
        </p>
      </div>
    </div>
  );
}

function TrendCards({ report }: { report: WebVitalsReport }) {
  return (
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
              <DeviceTrend
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
  );
}

/** A line needs two days: one day alone is a point, not a trend. */
function DeviceTrend(props: { series: TrendDay[]; metric: VitalMetric; device: VitalDevice }) {
  const measured = props.series.filter((day) => day.figure).length;
  if (measured >= 2) return <TrendSparkline {...props} />;
  return (
    <p className="flex h-12 items-center text-sm text-muted-foreground">
      {measured === 0 ? "No visits measured" : "Not enough history yet: one day measured"}
    </p>
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
