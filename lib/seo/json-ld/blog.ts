import type { Blog, BlogPosting, WithContext } from "schema-dts";

import type { PageInput } from "./pages";
import {
  absoluteUrl,
  logoUrl,
  nodeId,
  organization,
  organizationRef,
  schemaOrg,
  shareImageUrl,
} from "./shared";

export function blogPostingJsonLd(input: {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  keywords?: readonly string[];
  wordCount?: number;
}): WithContext<BlogPosting> {
  const url = absoluteUrl(input.path);
  return {
    "@context": schemaOrg,
    "@type": "BlogPosting",
    "@id": nodeId(input.path, "article"),
    headline: input.title,
    description: input.description,
    url,
    image: shareImageUrl(),
    inLanguage: "en",
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
    author: organizationRef(),
    publisher: { ...organizationRef(), logo: logoUrl() },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    isPartOf: { "@id": nodeId("/blog", "blog") },
  };
}

export function blogJsonLd(
  input: PageInput & { posts: readonly { title: string; path: string; datePublished: string }[] },
): WithContext<Blog> {
  return {
    "@context": schemaOrg,
    "@type": "Blog",
    "@id": nodeId(input.path, "blog"),
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: "en",
    publisher: organization(),
    blogPost: input.posts.map((post) => ({
      "@type": "BlogPosting",
      "@id": nodeId(post.path, "article"),
      headline: post.title,
      url: absoluteUrl(post.path),
      datePublished: post.datePublished,
    })),
  };
}
