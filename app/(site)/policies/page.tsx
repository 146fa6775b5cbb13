import { policies, policiesHead, policiesPage } from "@/content/policies";
import { faqPageJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { CardGrid } from "@/components/page/card-grid";
import { CtaBand } from "@/components/page/cta-band";
import { FeatureCard } from "@/components/page/feature-card";
import { PageHero } from "@/components/page/page-hero";

const path = "/policies";

const head = {
  ...policiesHead,
  path,
  jsonLd: [
    webPageJsonLd({ title: policiesHead.title, description: policiesHead.description, path }),
    faqPageJsonLd({
      path,
      items: policies.map((policy) => ({ question: policy.question, answer: policy.description })),
    }),
  ],
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function PoliciesPage() {
  return (
    <>
      <PageHero
        eyebrow={policiesPage.eyebrow}
        title={policiesPage.title}
        subtitle={policiesPage.subtitle}
      />
      <section aria-label="Policies" className="container-page py-16 sm:py-20">
        <CardGrid cols={3}>
          {policies.map((policy) => (
            <li key={policy.title}>
              <FeatureCard icon={policy.icon} title={policy.title} headingLevel={2}>
                <p>{policy.description}</p>
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </section>
      <CtaBand {...policiesPage.cta} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
