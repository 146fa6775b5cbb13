import {
  FEW_SAMPLES,
  formatSamples,
  formatVital,
  rateVital,
  type VitalMetric,
} from "@/lib/admin/vitals";
import type { VitalFigure } from "@/lib/admin/vitals-report";
import { cn } from "@/lib/utils";

import { RATING_TEXT, RatingBadge } from "./rating-badge";

/** A p75 with its rating and how many samples it rests on (few samples say little). */
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
  const rating = rateVital(metric, figure.p75);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-flex flex-wrap items-center gap-2">
        <span
          className={cn(
            "font-semibold tabular-nums",
            size === "lg" ? "font-display text-2xl" : "text-base",
            RATING_TEXT[rating],
          )}
        >
          {formatVital(metric, figure.p75)}
        </span>{" "}
        <RatingBadge rating={rating} />
      </span>{" "}
      <span className="text-xs text-muted-foreground">
        {formatSamples(figure.samples)}
        {figure.samples < FEW_SAMPLES ? ", too few to rely on" : ""}
      </span>
    </span>
  );
}
