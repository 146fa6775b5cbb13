import { IntentLink as Link } from "@/components/layout/intent-link";
import { ArrowUpRight } from "lucide-react";

import type { IconName } from "@/content/icons";
import { cn } from "@/lib/utils";

import { IconChip } from "./icon";

/**
 * The site's card: icon chip, title and body. With `href` the title becomes a link stretched over
 * the whole card, so the card is one target with one sensible name (its title).
 */
export function FeatureCard({
  icon,
  title,
  href,
  cue,
  headingLevel = 3,
  className,
  children,
}: {
  icon?: IconName;
  title: string;
  href?: string;
  /** A visual hint such as "Learn more"; hidden from screen readers, which hear the title. */
  cue?: string;
  headingLevel?: 2 | 3;
  className?: string;
  children: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "group relative flex h-full flex-col rounded-2xl border border-border bg-card p-7 transition-colors",
        href && "hover:border-brand/40 hover:bg-[oklch(0.19_0.02_285)]",
        className,
      )}
    >
      {icon ? <IconChip name={icon} className="mb-6" /> : null}
      <Heading className="text-xl font-semibold tracking-tight">
        {href ? (
          <Link
            href={href}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <div className="mt-3 leading-relaxed text-muted-foreground">{children}</div>
      {href && cue ? (
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand"
        >
          {cue}
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </span>
      ) : null}
    </div>
  );
}
