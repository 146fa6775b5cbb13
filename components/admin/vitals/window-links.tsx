import Link from "next/link";

import { VITALS_WINDOWS } from "@/lib/admin/vitals-report";

/** The periods the report can cover, as plain links (`?days=`): no script needed. */
export function WindowLinks({ basePath, days }: { basePath: string; days: number }) {
  return (
    <nav aria-label="Period" className="flex flex-wrap items-center gap-1">
      {VITALS_WINDOWS.map((window) => (
        <Link
          key={window}
          href={`${basePath}?days=${window}`}
          aria-current={window === days ? "page" : undefined}
          className="rounded-md border border-border px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none aria-[current=page]:border-brand aria-[current=page]:bg-muted aria-[current=page]:font-medium aria-[current=page]:text-foreground"
        >
          Last {window} days
        </Link>
      ))}
    </nav>
  );
}
