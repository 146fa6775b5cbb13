export { blogJsonLd, blogPostingJsonLd } from "./blog";
export { delhiOfficeJsonLd, organizationJsonLd, webSiteJsonLd } from "./organization";
export {
  aboutPageJsonLd,
  breadcrumbJsonLd,
  collectionPageJsonLd,
  contactPageJsonLd,
  faqPageJsonLd,
  webPageJsonLd,
} from "./pages";
export { creativeWorkJsonLd, softwareApplicationJsonLd } from "./portfolio";
export { serializeJsonLd, type JsonLdObject } from "./serialize";
export { serviceJsonLd } from "./service";
export { absoluteUrl } from "./shared";
