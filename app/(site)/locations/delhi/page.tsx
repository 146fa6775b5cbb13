import { delhiOffice, locationLinks, locationLinksCopy } from "@/content/locations";
import { site } from "@/content/site";
import { breadcrumbJsonLd, delhiOfficeJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { LocationLinks } from "@/components/locations/location-links";
import { OfficeVisit } from "@/components/locations/office-visit";
import { CtaBand } from "@/components/page/cta-band";
import { CtaButtons } from "@/components/page/cta-buttons";
import { PageHero } from "@/components/page/page-hero";

const path = "/locations/delhi";

// There is no /locations index page, so the trail goes straight from Home to the office.
const crumbs = [
  { name: "Home", path: "/" },
  { name: "Delhi office", path },
] as const;

const head = {
  ...delhiOffice.head,
  path,
  jsonLd: [delhiOfficeJsonLd(), breadcrumbJsonLd(crumbs)],
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function DelhiOfficePage() {
  const { cta } = delhiOffice;
  const primary = { label: cta.label, href: cta.href };
  return (
    <>
      <PageHero
        eyebrow={delhiOffice.eyebrow}
        title={delhiOffice.title}
        subtitle={delhiOffice.intro}
        breadcrumbs={crumbs}
      >
        <CtaButtons primary={primary} />
      </PageHero>
      <OfficeVisit
        brandName={site.name}
        address={site.address}
        addressTitle={delhiOffice.addressTitle}
        directions={delhiOffice.directions}
        hours={delhiOffice.hours}
      />
      <LocationLinks
        eyebrow={locationLinksCopy.eyebrow}
        title={locationLinksCopy.fromOffice}
        links={locationLinks.filter((link) => link.href !== path)}
      />
      <CtaBand title={cta.title} body={cta.body} primary={primary} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
