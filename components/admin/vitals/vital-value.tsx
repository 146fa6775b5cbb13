import {
  FEW_SAMPLES,
  formatSamples,
  formatVital,
  vitalVerdict,
  type VitalMetric,
} from "@/lib/admin/vitals";
import type { VitalFigure } from "@/lib/admin/vitals-report";
import { cn } from "@/lib/utils";

import { RatingBadge, VERDICT_TEXT } from "./rating-badge";

/** A p75 with its rating and how many samples it rests on; too few get no rating at all. */
export function VitalValue({
  metric,
  figure,
  size = "sm",
}: {
  metric: VitalMetric;
  figure: VitalFigure | null;
  size?: "sm" | "lg";
}) {
  if (!figure || figure.samples === 0) {
    return <span className="text-sm text-muted-foreground">Not measured</span>;
  }
  const verdict = vitalVerdict(metric, figure);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-flex flex-wrap items-center gap-2">
        <span
          className={cn(
            "font-semibold tabular-nums",
            size === "lg" ? "font-display text-2xl" : "text-base",
            VERDICT_TEXT[verdict],
          )}
        >
          {formatVital(metric, figure.p75)}
        </span>{" "}
        <RatingBadge verdict={verdict} />
      </span>{" "}
      <span className="text-xs text-muted-foreground">
        {formatSamples(figure.samples)}
        {verdict === "too-few" ? `; a rating needs ${FEW_SAMPLES}` : ""}
      </span>
    </span>
  );
}
