import type { ServiceCard } from "@/content/services";
import { Button } from "@/components/ui/button";
import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";
import { ServiceGrid } from "@/components/services/service-grid";

/** The home page's Core Services: the same 8 cards as /services, with their short descriptions. */
export function CoreServices({
  heading,
  intro,
  services,
  cta,
}: {
  heading: string;
  intro: string;
  services: readonly ServiceCard[];
  cta: { label: string; href: string };
}) {
  return (
    <PageSection labelledBy="core-services">
      <SectionHeading id="core-services" title={heading} intro={intro} />
      <div className="mt-14">
        <ServiceGrid services={services} variant="short" />
      </div>
      <div className="mt-12">
        <Button asChild variant="outline" size="lg">
          <Link href={cta.href}>
            {cta.label}
            <Icon name="arrow-right" />
          </Link>
        </Button>
      </div>
    </PageSection>
  );
}
