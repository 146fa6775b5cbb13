import { VITAL_METRICS } from "@/lib/admin/vitals";

const bar = "animate-pulse rounded-md bg-muted motion-reduce:animate-none";

/** Where the report will be: a spoken status, and grey shapes of the cards and table to come. */
export function SpeedReportLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-10">
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-muted border-t-brand motion-reduce:animate-none"
        />
        Loading the speed report…
      </p>
      <div aria-hidden="true" className="grid gap-4">
        <div className={`${bar} h-7 w-48`} />
        <ul className="grid gap-4 md:grid-cols-3">
          {VITAL_METRICS.map((metric) => (
            <li key={metric} className="grid gap-4 rounded-2xl border border-border bg-card/60 p-5">
              <div className={`${bar} h-5 w-2/3`} />
              <div className={`${bar} h-3 w-full`} />
              <div className={`${bar} h-8 w-1/2`} />
              <div className={`${bar} h-8 w-1/2`} />
            </li>
          ))}
        </ul>
        <div className={`${bar} mt-6 h-7 w-40`} />
        <div className="grid gap-2 rounded-2xl border border-border bg-card/60 p-5">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={`${bar} h-6 w-full`} />
          ))}
        </div>
      </div>
    </div>
  );
}
