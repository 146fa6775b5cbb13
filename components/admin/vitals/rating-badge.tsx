import { VERDICT_LABELS, type VitalVerdict } from "@/lib/admin/vitals";
import { cn } from "@/lib/utils";
import { Icon } from "@/components/page/icon";

/** Light shades on the dark admin cards: each passes 4.5:1 for small text. */
export const VERDICT_TEXT: Record<VitalVerdict, string> = {
  good: "text-emerald-300",
  "needs-improvement": "text-amber-200",
  poor: "text-red-300",
  "too-few": "text-foreground",
};

const BADGE: Record<VitalVerdict, string> = {
  good: "bg-emerald-400/10 ring-emerald-300/30",
  "needs-improvement": "bg-amber-400/10 ring-amber-200/30",
  poor: "bg-red-400/10 ring-red-300/30",
  "too-few": "bg-muted ring-border text-muted-foreground",
};

const ICONS = {
  good: "check",
  "needs-improvement": "triangle-exclamation-point",
  poor: "x",
  "too-few": "clock",
} as const;

/** The verdict as a word and an icon, never as colour alone. */
export function RatingBadge({ verdict }: { verdict: VitalVerdict }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        VERDICT_TEXT[verdict],
        BADGE[verdict],
      )}
    >
      <Icon name={ICONS[verdict]} className="size-3.5" />
      {VERDICT_LABELS[verdict]}
    </span>
  );
}
