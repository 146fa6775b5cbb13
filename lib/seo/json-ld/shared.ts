import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";

export const schemaOrg = "https://schema.org";

// The home page is the bare origin, as Next writes it in canonicals.
export function absoluteUrl(path: string): string {
  const url = new URL(path, siteUrl).toString();
  return url === `${siteUrl}/` ? siteUrl : url;
}

export const nodeId = (path: string, node: string) => `${absoluteUrl(path)}#${node}`;

// The slash keeps site-wide nodes from colliding with the home page's own.
export const siteNodeId = (node: "organization" | "website") => `${siteUrl}/#${node}`;

export const organization = () => ({ "@id": siteNodeId("organization") });

export const organizationRef = () => ({
  "@type": "Organization" as const,
  ...organization(),
  name: site.name,
  url: siteUrl,
});

export const logoUrl = () => absoluteUrl("/logo.png");

export const shareImageUrl = () => absoluteUrl(site.ogImage.path);

export const postalAddress = () => ({
  "@type": "PostalAddress" as const,
  streetAddress: site.address.streetAddress,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
});

export const countries = (codes: readonly string[] = site.servedCountries) =>
  codes.map((code) => ({ "@type": "Country" as const, name: code }));

export const listItem = (index: number, name: string) => ({
  "@type": "ListItem" as const,
  position: index + 1,
  name,
});
