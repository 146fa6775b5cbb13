import { learnMoreCue } from "@/content/card-cue";
import { services, servicesHead, servicesIndex } from "@/content/services";
import { collectionPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { CardGrid } from "@/components/page/card-grid";
import { CtaBand } from "@/components/page/cta-band";
import { FeatureCard } from "@/components/page/feature-card";
import { PageHero } from "@/components/page/page-hero";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";
import { ServiceGrid } from "@/components/services/service-grid";

const path = "/services";

const head = {
  ...servicesHead,
  path,
  jsonLd: collectionPageJsonLd({
    title: servicesHead.title,
    description: servicesHead.description,
    path,
    items: services.filter((s) => s.href !== path).map((s) => ({ name: s.title, path: s.href })),
  }),
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function ServicesPage() {
  const { specialists, cta } = servicesIndex;
  return (
    <>
      <PageHero
        eyebrow={servicesIndex.eyebrow}
        title={servicesIndex.title}
        subtitle={servicesIndex.intro}
      />
      <section aria-label="All services" className="container-page py-16 sm:py-20">
        <ServiceGrid services={services} headingLevel={2} />
      </section>
      <PageSection labelledBy="specialists" className="pt-4 sm:pt-8">
        <SectionHeading id="specialists" title={specialists.title} intro={specialists.intro} />
        <CardGrid cols={2} className="mt-10">
          {specialists.links.map((link) => (
            <li key={link.href}>
              <FeatureCard icon={link.icon} title={link.title} href={link.href} cue={learnMoreCue}>
                <p>{link.body}</p>
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <CtaBand {...cta} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
