import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { SiteLink as Link } from "@/components/layout/site-link";

import { Icon } from "./icon";

export type CtaLink = { label: string; href: string };

/** A primary action and an optional quieter one, the pair every page ends (and often starts) with. */
export function CtaButtons({
  primary,
  secondary,
  className,
}: {
  primary: CtaLink;
  secondary?: CtaLink;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <Button asChild size="lg">
        <Link href={primary.href}>
          {primary.label}
          <Icon name="arrow-right" />
        </Link>
      </Button>
      {secondary ? (
        <Button asChild size="lg" variant="outline">
          <Link href={secondary.href}>{secondary.label}</Link>
        </Button>
      ) : null}
    </div>
  );
}
