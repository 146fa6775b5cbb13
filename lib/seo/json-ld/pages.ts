import type {
  AboutPage,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  FAQPage,
  WebPage,
  WithContext,
} from "schema-dts";

import { absoluteUrl, listItem, nodeId, organization, schemaOrg, siteNodeId } from "./shared";

export type PageInput = { title: string; description: string; path: string };

function pageFields(input: PageInput) {
  return {
    "@id": nodeId(input.path, "webpage"),
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: "en",
    isPartOf: { "@id": siteNodeId("website") },
    about: organization(),
  } as const;
}

export function webPageJsonLd(input: PageInput): WithContext<WebPage> {
  return { "@context": schemaOrg, "@type": "WebPage", ...pageFields(input) };
}

export function aboutPageJsonLd(input: PageInput): WithContext<AboutPage> {
  return { "@context": schemaOrg, "@type": "AboutPage", ...pageFields(input) };
}

export function contactPageJsonLd(input: PageInput): WithContext<ContactPage> {
  return { "@context": schemaOrg, "@type": "ContactPage", ...pageFields(input) };
}

export function collectionPageJsonLd(
  input: PageInput & { items: readonly { name: string; path: string }[] },
): WithContext<CollectionPage> {
  return {
    "@context": schemaOrg,
    "@type": "CollectionPage",
    ...pageFields(input),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: input.items.map((item, index) => ({
        ...listItem(index, item.name),
        url: absoluteUrl(item.path),
      })),
    },
  };
}

export function breadcrumbJsonLd(
  items: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": schemaOrg,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      ...listItem(index, item.name),
      item: absoluteUrl(item.path),
    })),
  };
}

export function faqPageJsonLd(input: {
  path: string;
  items: readonly { question: string; answer: string }[];
}): WithContext<FAQPage> {
  return {
    "@context": schemaOrg,
    "@type": "FAQPage",
    "@id": nodeId(input.path, "faq"),
    url: absoluteUrl(input.path),
    mainEntity: input.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
