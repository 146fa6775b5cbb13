import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  articleCta,
  articleRelatedCopy,
  blogPosts,
  getBlogPost,
  readingMinutes,
  wordCount,
  type BlogPost,
} from "@/content/blog";
import { getServicePage } from "@/content/service-pages";
import { site } from "@/content/site";
import { blogPostingJsonLd, breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { ArticleBody } from "@/components/blog/article-body";
import { PostMeta } from "@/components/blog/post-meta";
import { CtaBand } from "@/components/page/cta-band";
import { PageHero } from "@/components/page/page-hero";
import { RelatedLinks, type RelatedLink } from "@/components/page/related-links";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

const crumbsFor = (post: BlogPost) =>
  [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.title, path: `/blog/${post.slug}` },
  ] as const;

function headFor(post: BlogPost) {
  const path = `/blog/${post.slug}` as const;
  return {
    title: post.title,
    description: post.description,
    keywords: post.keywords,
    path,
    jsonLd: [
      blogPostingJsonLd({ ...post, path, wordCount: wordCount(post) }),
      breadcrumbJsonLd(crumbsFor(post)),
    ],
  } satisfies PageHead;
}

function relatedServices(post: BlogPost): RelatedLink[] {
  return post.relatedServices.flatMap((slug) => {
    const page = getServicePage(slug);
    return page
      ? [{ href: `/services/${page.slug}`, title: page.name, description: page.head.description }]
      : [];
  });
}

const otherPosts = (post: BlogPost): RelatedLink[] =>
  blogPosts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({
      href: `/blog/${other.slug}`,
      title: other.title,
      description: other.description,
    }));

async function loadPost(params: Props["params"]) {
  const post = getBlogPost((await params).slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildMetadata(headFor(await loadPost(params)));
}

export default async function BlogPostPage({ params }: Props) {
  const post = await loadPost(params);
  const head = headFor(post);
  return (
    <>
      <article>
        <PageHero
          as="header"
          eyebrow="Guide"
          title={post.title}
          subtitle={post.description}
          breadcrumbs={crumbsFor(post)}
        >
          <PostMeta
            author={site.name}
            datePublished={post.datePublished}
            dateModified={post.dateModified}
            minutes={readingMinutes(post)}
          />
        </PageHero>
        <div className="container-page py-16 sm:py-20">
          <ArticleBody intro={post.intro} sections={post.sections} />
        </div>
      </article>
      <RelatedLinks
        id="related-services"
        {...articleRelatedCopy.services}
        links={relatedServices(post)}
      />
      <RelatedLinks id="more-articles" {...articleRelatedCopy.posts} links={otherPosts(post)} />
      <CtaBand {...articleCta} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
