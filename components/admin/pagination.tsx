import Link from "next/link";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/page/icon";

// Keyset pages cost the same at row 20 and row 99 980; offset pages with a total count do not.
export function Pagination({
  shown,
  newestHref,
  newerHref,
  olderHref,
}: {
  shown: number;
  newestHref: string | null;
  newerHref: string | null;
  olderHref: string | null;
}) {
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  const disabledClass = cn(linkClass, "pointer-events-none opacity-40");
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        {shown === 0 ? "No results" : `Showing ${shown}, newest first`}
      </p>
      <div className="flex items-center gap-2">
        {newestHref ? (
          <Link href={newestHref} className={linkClass}>
            <Icon name="chevrons-left" /> Newest
          </Link>
        ) : null}
        {newerHref ? (
          <Link href={newerHref} className={linkClass} rel="prev">
            <Icon name="chevron-left" /> Newer
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            <Icon name="chevron-left" /> Newer
          </span>
        )}
        {olderHref ? (
          <Link href={olderHref} className={linkClass} rel="next">
            Older <Icon name="chevron-right" />
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            Older <Icon name="chevron-right" />
          </span>
        )}
      </div>
    </nav>
  );
}
