import { RATING_LABELS, type VitalRating } from "@/lib/admin/vitals";
import { cn } from "@/lib/utils";
import { Icon } from "@/components/page/icon";

/** Light shades on the dark admin cards: each passes 4.5:1 for small text. */
export const RATING_TEXT: Record<VitalRating, string> = {
  good: "text-emerald-300",
  "needs-improvement": "text-amber-200",
  poor: "text-red-300",
};

const BADGE: Record<VitalRating, string> = {
  good: "bg-emerald-400/10 ring-emerald-300/30",
  "needs-improvement": "bg-amber-400/10 ring-amber-200/30",
  poor: "bg-red-400/10 ring-red-300/30",
};

const ICONS = {
  good: "check",
  "needs-improvement": "triangle-exclamation-point",
  poor: "x",
} as const;

/** The rating as a word and an icon, never as colour alone. */
export function RatingBadge({ rating }: { rating: VitalRating }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        RATING_TEXT[rating],
        BADGE[rating],
      )}
    >
      <Icon name={ICONS[rating]} className="size-3.5" />
      {RATING_LABELS[rating]}
    </span>
  );
}
