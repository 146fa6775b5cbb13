import type { DayOfWeek, LocalBusiness, Organization, WebSite, WithContext } from "schema-dts";

import { site } from "@/content/site";

import {
  absoluteUrl,
  countries,
  logoUrl,
  organization,
  postalAddress,
  schemaOrg,
  shareImageUrl,
  siteNodeId,
} from "./shared";

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": schemaOrg,
    "@type": "Organization",
    "@id": siteNodeId("organization"),
    name: site.name,
    legalName: site.legalName,
    slogan: site.slogan,
    description: site.description,
    url: site.url,
    logo: logoUrl(),
    image: shareImageUrl(),
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone,
      email: site.email,
      areaServed: [...site.servedCountries],
      availableLanguage: ["English", "Hindi"],
    },
    areaServed: countries(),
  };
}

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": schemaOrg,
    "@type": "WebSite",
    "@id": siteNodeId("website"),
    name: site.name,
    url: site.url,
    inLanguage: "en",
    publisher: organization(),
  };
}

/**
 * The New Delhi office as a LocalBusiness. One @id on every page that describes it, so search
 * engines see one business; the spec leaves the phone out of the Delhi page's data (`withTelephone`).
 */
export function localBusinessJsonLd(input: {
  path: string;
  withTelephone: boolean;
  openingHours?: readonly {
    dayOfWeek: readonly Extract<DayOfWeek, `https://${string}`>[];
    opens: string;
    closes: string;
  }[];
}): WithContext<LocalBusiness> {
  return {
    "@context": schemaOrg,
    "@type": "LocalBusiness",
    "@id": siteNodeId("localbusiness"),
    name: site.name,
    description: site.description,
    url: absoluteUrl(input.path),
    image: shareImageUrl(),
    logo: logoUrl(),
    email: site.email,
    ...(input.withTelephone ? { telephone: site.phone } : {}),
    address: postalAddress(),
    areaServed: countries(),
    parentOrganization: organization(),
    ...(input.openingHours
      ? {
          openingHoursSpecification: input.openingHours.map((hours) => ({
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: [...hours.dayOfWeek],
            opens: hours.opens,
            closes: hours.closes,
          })),
        }
      : {}),
  };
}
