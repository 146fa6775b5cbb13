import type { Metadata } from "next";

import { blogFeed } from "@/content/blog";
import { site } from "@/content/site";

import { absoluteUrl, type JsonLdObject } from "./json-ld";

export type PageHead = {
  title: string;
  description: string;
  path: `/${string}`;
  jsonLd: JsonLdObject | JsonLdObject[];
  keywords?: readonly string[];
};

export const hreflangs = site.servedCountries.map((country) => `en-${country}` as const);

export function buildMetadata(head: PageHead): Metadata {
  const canonical = absoluteUrl(head.path);
  const languages: Record<string, string> = Object.fromEntries(
    hreflangs.map((lang) => [lang, canonical]),
  );
  languages["x-default"] = canonical;

  return {
    title: head.title,
    description: head.description,
    ...(head.keywords?.length ? { keywords: [...head.keywords] } : {}),
    // The blog's feed on every page, so a reader finds it from wherever the site is opened.
    alternates: {
      canonical,
      languages,
      types: {
        "application/rss+xml": [{ url: absoluteUrl(blogFeed.path), title: blogFeed.title }],
      },
    },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: site.locale,
      url: canonical,
      title: head.title,
      description: head.description,
    },
    twitter: {
      card: "summary_large_image",
      title: head.title,
      description: head.description,
    },
  };
}
