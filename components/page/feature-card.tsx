import type { IconName } from "@/content/icons";
import { cn } from "@/lib/utils";
import { SiteLink as Link } from "@/components/layout/site-link";

import { Icon, IconChip } from "./icon";

// With `href` the title's link stretches over the card: one target, named by its title.
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
  cue?: string;
  headingLevel?: 2 | 3;
  className?: string;
  children: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("group card", href && "card-hover", className)}>
      {icon ? <IconChip name={icon} className="mb-6" /> : null}
      <Heading className="text-xl font-semibold tracking-tight">
        {href ? (
          <Link href={href} className="stretched-link after:rounded-2xl">
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <div className="mt-3 leading-relaxed text-muted-foreground">{children}</div>
      {href && cue ? (
        <span aria-hidden="true" className="card-cue">
          {cue}
          <Icon name="arrow-up-right" className="cue-arrow" />
        </span>
      ) : null}
    </div>
  );
}
