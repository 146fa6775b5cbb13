import { DEVICE_LABELS, VITAL_DEVICES } from "@/lib/admin/vitals";
import {
  formatVitalDay,
  isEmptyReport,
  poorTargetGroups,
  routeRows,
  type WebVitalsReport,
} from "@/lib/admin/vitals-report";

import { DailyTrend } from "./daily-trend";
import { PoorTargetsTable } from "./poor-targets";
import { RouteTable } from "./route-table";
import { SiteSummary } from "./site-summary";

/** The report below the page's heading: the whole site, each route, poor values' causes, each day. */
export function SpeedReport({ report }: { report: WebVitalsReport }) {
  if (isEmptyReport(report)) {
    return (
      <section
        aria-labelledby="vitals-empty"
        className="rounded-3xl border border-border bg-card p-8 text-center"
      >
        <h2 id="vitals-empty" className="font-display text-2xl font-bold">
          No visits measured in the last {report.days} {report.days === 1 ? "day" : "days"} yet.
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Figures appear here once visitors&apos; browsers have sent them: every page view reports
          its LCP and CLS, and its INP after a tap, click or key press.
        </p>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      <SiteSummary report={report} />

      <section aria-labelledby="vitals-routes" className="grid gap-6">
        <div className="grid gap-1">
          <h2 id="vitals-routes" className="font-display text-2xl font-bold">
            Per route
          </h2>
          <p className="text-sm text-muted-foreground">
            A route is a page or a family of pages (<code>/services/[slug]</code> is every service
            page). The most visited first.
          </p>
        </div>
        {VITAL_DEVICES.map((device) => (
          <div key={device} className="grid gap-3">
            <h3 className="font-display text-lg font-semibold">{DEVICE_LABELS[device]}</h3>
            <RouteTable device={device} rows={routeRows(report, device)} />
          </div>
        ))}
      </section>

      <section aria-labelledby="vitals-poor" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="vitals-poor" className="font-display text-2xl font-bold">
            What made values poor
          </h2>
          <p className="text-sm text-muted-foreground">
            For each route and metric, the elements most often named by a poor measurement since{" "}
            {formatVitalDay(report.since)}: the LCP element, the element interacted with, or the one
            that shifted most. Phones and desktops together.
          </p>
        </div>
        <PoorTargetsTable groups={poorTargetGroups(report)} />
      </section>

      <DailyTrend report={report} />
    </div>
  );
}
