import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { postsForService } from "@/content/blog";
import { toPlainText } from "@/content/rich-text";
import {
  servicePageCopy as copy,
  getServicePage,
  servicePages,
  type ServicePage,
} from "@/content/service-pages";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  serviceJsonLd,
  type JsonLdObject,
} from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { CtaBand } from "@/components/page/cta-band";
import { CtaButtons } from "@/components/page/cta-buttons";
import { FaqList } from "@/components/page/faq-list";
import { PageHero } from "@/components/page/page-hero";
import { PageSection } from "@/components/page/page-section";
import { RelatedLinks } from "@/components/page/related-links";
import { SectionHeading } from "@/components/page/section-heading";
import { IncludedList } from "@/components/services/included-list";
import { ProcessTimeline } from "@/components/services/process-timeline";
import { ServiceOverview } from "@/components/services/service-overview";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((page) => ({ slug: page.slug }));
}

const crumbsFor = (page: ServicePage) =>
  [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: page.name, path: `/services/${page.slug}` },
  ] as const;

function headFor(page: ServicePage) {
  const path = `/services/${page.slug}` as const;
  const jsonLd: JsonLdObject[] = [
    serviceJsonLd({
      name: page.name,
      description: page.head.description,
      path,
      serviceType: page.serviceType,
    }),
    breadcrumbJsonLd(crumbsFor(page)),
  ];
  if (page.faq) {
    const items = page.faq.map((item) => ({
      question: item.question,
      answer: toPlainText(item.answer),
    }));
    jsonLd.push(faqPageJsonLd({ path, items }));
  }
  return { ...page.head, path, jsonLd } satisfies PageHead;
}

async function loadPage(params: Props["params"]) {
  const page = getServicePage((await params).slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildMetadata(headFor(await loadPage(params)));
}

export default async function ServicePageRoute({ params }: Props) {
  const page = await loadPage(params);
  const head = headFor(page);
  const cta = { label: page.cta.label, href: page.cta.href };

  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        subtitle={page.intro}
        breadcrumbs={crumbsFor(page)}
      >
        <CtaButtons primary={cta} secondary={copy.secondaryCta} />
      </PageHero>
      <ServiceOverview
        eyebrow={copy.overviewEyebrow}
        title={page.overviewTitle}
        paragraphs={page.overview}
        keyFactsTitle={copy.keyFactsTitle}
        keyFacts={page.keyFacts}
      />
      <IncludedList {...copy.included} items={page.included} />
      <ProcessTimeline copy={copy.process} steps={page.process} timeline={page.timeline} />
      {page.faq ? (
        <PageSection labelledBy="faq" className="border-t border-border">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16">
            <SectionHeading
              id="faq"
              eyebrow={copy.faq.eyebrow}
              title={copy.faq.title}
              intro={copy.faq.intro}
            />
            <FaqList items={page.faq} />
          </div>
        </PageSection>
      ) : null}
      <RelatedLinks
        id="further-reading"
        {...copy.reading}
        links={postsForService(page.slug).map((post) => ({
          href: `/blog/${post.slug}`,
          title: post.title,
          description: post.description,
        }))}
      />
      <CtaBand title={page.cta.title} body={page.cta.body} primary={cta} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
