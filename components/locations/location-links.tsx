import type { LocationLink } from "@/content/locations";
import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";

/** The other location pages, one compact card each: every market is a click from any other. */
export function LocationLinks({
  eyebrow,
  title,
  links,
}: {
  eyebrow: string;
  title: string;
  links: readonly LocationLink[];
}) {
  return (
    <PageSection labelledBy="locations" className="border-t border-border">
      <SectionHeading id="locations" eyebrow={eyebrow} title={title} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="group flex items-center justify-between gap-4 rounded-2xl border border-border bg-card px-6 py-5 transition-colors hover:border-brand/40"
            >
              <span>
                <span className="block text-lg font-semibold tracking-tight">{link.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{link.detail}</span>
              </span>
              <Icon name="arrow-up-right" className="cue-arrow shrink-0 text-brand" />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
