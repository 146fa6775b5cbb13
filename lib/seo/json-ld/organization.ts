import type { LocalBusiness, Organization, WebSite, WithContext } from "schema-dts";

import { delhiOffice } from "@/content/locations";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";

import {
  absoluteUrl,
  countries,
  logoUrl,
  nodeId,
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
    url: siteUrl,
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
    url: siteUrl,
    inLanguage: "en",
    publisher: organization(),
  };
}

// No telephone: the phone belongs to the Organization's customer-service contact point.
export function delhiOfficeJsonLd(): WithContext<LocalBusiness> {
  const path = `/locations/${delhiOffice.slug}`;
  return {
    "@context": schemaOrg,
    "@type": "LocalBusiness",
    "@id": nodeId(path, "office"),
    name: site.name,
    description: delhiOffice.intro,
    url: absoluteUrl(path),
    image: shareImageUrl(),
    logo: logoUrl(),
    email: site.email,
    address: postalAddress(),
    areaServed: countries(),
    openingHoursSpecification: delhiOffice.hours.schema.map((hours) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: [...hours.dayOfWeek],
      opens: hours.opens,
      closes: hours.closes,
    })),
    parentOrganization: organization(),
  };
}
