import { reviewSummary } from "@/content/reviews";
import { cn } from "@/lib/utils";

/** The count and average of every published review: shown as they are, whatever a page lists. */
export function ReviewSummary({
  count,
  average,
  className,
}: {
  count: number;
  average: number | null;
  className?: string;
}) {
  if (count === 0 || average === null) return null;
  const shown = average.toFixed(1);
  return (
    <p className={cn("flex flex-wrap items-center gap-3 text-muted-foreground", className)}>
      <span
        role="img"
        aria-label={`Rated ${shown} out of 5 on average`}
        className="rating"
        data-rating={Math.round(average)}
        // The average's own fraction of a star, so 4.5 never shows as five.
        style={{ "--rating": Number(average.toFixed(2)) } as React.CSSProperties}
      />
      <span>
        <span className="sr-only">{reviewSummary.heading}: </span>
        <span className="font-semibold text-foreground">{shown}</span>
        {reviewSummary.text(count, shown).slice(shown.length)}
      </span>
    </p>
  );
}
