import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";

export const schemaOrg = "https://schema.org";

/** The site's own URL for a path. The home page is the bare origin, as Next writes it in canonicals. */
export function absoluteUrl(path: string): string {
  const url = new URL(path, siteUrl).toString();
  return url === `${siteUrl}/` ? siteUrl : url;
}

/** The @id of a node that describes the page at `path`: "<url>#service", "<url>#faq"... */
export const nodeId = (path: string, node: string) => `${absoluteUrl(path)}#${node}`;

/** Site-wide nodes hang off the origin with a slash, so they never collide with the home page's. */
export const siteNodeId = (node: "organization" | "website") => `${siteUrl}/#${node}`;

export const organization = () => ({ "@id": siteNodeId("organization") });

/** The Organization written out where a reader (an article's author, a work's creator) needs its name. */
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

/** The start of a ListItem; breadcrumbs add the link as "item", item lists as "url". */
export const listItem = (index: number, name: string) => ({
  "@type": "ListItem" as const,
  position: index + 1,
  name,
});
