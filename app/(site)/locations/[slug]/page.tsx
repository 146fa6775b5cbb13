import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  getMarketLocation,
  locationLinks,
  locationLinksCopy,
  marketCta,
  marketLocations,
  marketPageCopy,
  marketSecondaryCta,
  type MarketLocation,
} from "@/content/locations";
import { services } from "@/content/services";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { LocationLinks } from "@/components/locations/location-links";
import { MarketEssentials } from "@/components/locations/market-essentials";
import { MarketOverview } from "@/components/locations/market-overview";
import { CtaBand } from "@/components/page/cta-band";
import { CtaButtons } from "@/components/page/cta-buttons";
import { PageHero } from "@/components/page/page-hero";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";
import { ServiceGrid } from "@/components/services/service-grid";

type Props = { params: Promise<{ slug: string }> };

// The markets content/locations/index.ts lists; /locations/delhi is its own static route.
export const dynamicParams = false;

export function generateStaticParams() {
  return marketLocations.map((location) => ({ slug: location.slug }));
}

const crumbsFor = (location: MarketLocation) =>
  [
    { name: "Home", path: "/" },
    { name: location.name, path: `/locations/${location.slug}` },
  ] as const;

function headFor(location: MarketLocation) {
  const path = `/locations/${location.slug}` as const;
  return {
    ...location.head,
    path,
    // We serve these markets remotely from New Delhi: a Service for that country, not a local business there.
    jsonLd: [
      serviceJsonLd({
        name: location.head.title,
        description: location.head.description,
        path,
        serviceType: "Web development, AI automation and digital marketing",
        areaServed: [location.countryCode],
      }),
      breadcrumbJsonLd(crumbsFor(location)),
    ],
  } satisfies PageHead;
}

async function loadLocation(params: Props["params"]) {
  const location = getMarketLocation((await params).slug);
  if (!location) notFound();
  return location;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildMetadata(headFor(await loadLocation(params)));
}

export default async function LocationPage({ params }: Props) {
  const location = await loadLocation(params);
  const head = headFor(location);
  const copy = marketPageCopy(location);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        subtitle={location.intro}
        breadcrumbs={crumbsFor(location)}
      >
        <CtaButtons primary={marketCta} secondary={marketSecondaryCta} />
      </PageHero>
      <MarketEssentials
        eyebrow={copy.workingEyebrow}
        title={copy.workingTitle}
        intro={copy.workingIntro}
        workingHours={location.workingHours}
        currency={location.currency}
      />
      <MarketOverview
        eyebrow={copy.marketEyebrow}
        title={copy.marketTitle}
        paragraphs={location.market}
        focus={location.focus}
      />
      <PageSection labelledBy="services" className="border-t border-border">
        <SectionHeading
          id="services"
          eyebrow={copy.servicesEyebrow}
          title={copy.servicesTitle}
          intro={copy.servicesIntro}
        />
        <div className="mt-12">
          <ServiceGrid services={services} variant="short" />
        </div>
      </PageSection>
      <LocationLinks
        eyebrow={locationLinksCopy.eyebrow}
        title={locationLinksCopy.fromMarket}
        links={locationLinks.filter((link) => link.href !== head.path)}
      />
      <CtaBand title={copy.ctaTitle} body={copy.ctaBody} primary={marketCta} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
