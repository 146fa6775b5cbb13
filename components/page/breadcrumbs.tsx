import { SiteLink as Link } from "@/components/layout/site-link";

import { Icon } from "./icon";

export type BreadcrumbItem = { name: string; path: string };

/** The visible trail; the same items feed the BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-8">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.path} className="inline-flex items-center gap-1.5">
              {isLast ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    href={item.path}
                    className="rounded-sm transition-colors hover:text-foreground"
                  >
                    {item.name}
                  </Link>
                  <Icon name="chevron-right" className="size-3.5 opacity-60" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
