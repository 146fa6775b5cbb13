import type { Organization, Thing, WebSite, WithContext } from "schema-dts";

import { site } from "@/content/site";

export type JsonLdObject = WithContext<Thing> | { "@context": "https://schema.org"; "@graph": Thing[] };

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for an inline <script>. Escaping "<" means no string (a review, a name) can ever contain
 * "</script>" or "<!--" as far as the HTML parser is concerned; the escapes are still valid JSON.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch] ?? ch);
}

/** The site's own URL for a path. The home page is the bare origin, as Next writes it in canonicals. */
export function absoluteUrl(path: string): string {
  const url = new URL(path, site.url).toString();
  return url === `${site.url}/` ? site.url : url;
}

const organizationId = () => `${site.url}/#organization`;

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: site.name,
    legalName: site.legalName,
    slogan: site.slogan,
    description: site.description,
    url: site.url,
    logo: absoluteUrl("/logo.png"),
    image: absoluteUrl(site.ogImage.path),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone,
      email: site.email,
      areaServed: [...site.servedCountries],
      availableLanguage: ["English", "Hindi"],
    },
    areaServed: site.servedCountries.map((code) => ({ "@type": "Country", name: code })),
  };
}

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: site.url,
    inLanguage: "en",
    publisher: { "@id": organizationId() },
  };
}

export function webPageJsonLd(input: { title: string; description: string; path: string }): WithContext<Thing> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${absoluteUrl(input.path)}#webpage`,
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: "en",
    isPartOf: { "@id": `${site.url}/#website` },
    about: { "@id": organizationId() },
  };
}
