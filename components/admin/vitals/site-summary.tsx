import {
  describeThresholds,
  DEVICE_LABELS,
  VITAL_DEVICES,
  VITAL_MEANINGS,
  VITAL_METRICS,
  VITAL_NAMES,
} from "@/lib/admin/vitals";
import { siteFigure, type WebVitalsReport } from "@/lib/admin/vitals-report";

import { VitalValue } from "./vital-value";

/** The whole site's p75 of each metric, on phones and on desktops. */
export function SiteSummary({ report }: { report: WebVitalsReport }) {
  return (
    <section aria-labelledby="vitals-site" className="grid gap-4">
      <h2 id="vitals-site" className="font-display text-2xl font-bold">
        The whole site
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {VITAL_METRICS.map((metric) => (
          <li key={metric} className="rounded-2xl border border-border bg-card/60 p-5">
            <h3 className="font-display text-lg font-semibold">
              {metric} <span className="text-muted-foreground">· {VITAL_NAMES[metric]}</span>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {VITAL_MEANINGS[metric]}; {describeThresholds(metric)}.
            </p>
            <dl className="mt-4 grid gap-3">
              {VITAL_DEVICES.map((device) => (
                <div key={device} className="grid gap-1">
                  <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    {DEVICE_LABELS[device]}
                  </dt>
                  <dd>
                    <VitalValue
                      metric={metric}
                      figure={siteFigure(report, metric, device)}
                      size="lg"
                    />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
