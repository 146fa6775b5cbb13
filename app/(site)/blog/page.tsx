import { blogHead, blogIndex, blogPostsNewestFirst, readingMinutes } from "@/content/blog";
import { blogJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { PostTeaser } from "@/components/blog/post-teaser";
import { CardGrid } from "@/components/page/card-grid";
import { PageHero } from "@/components/page/page-hero";

const path = "/blog";

const head = {
  ...blogHead,
  path,
  jsonLd: blogJsonLd({
    title: blogHead.title,
    description: blogHead.description,
    path,
    posts: blogPostsNewestFirst.map((post) => ({
      title: post.title,
      path: `/blog/${post.slug}`,
      datePublished: post.datePublished,
    })),
  }),
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function BlogPage() {
  return (
    <>
      <PageHero eyebrow={blogIndex.eyebrow} title={blogIndex.title} subtitle={blogIndex.subtitle} />
      <section aria-label="Articles" className="container-page py-16 sm:py-20">
        <CardGrid cols={2}>
          {blogPostsNewestFirst.map((post) => (
            <li key={post.slug}>
              <PostTeaser
                slug={post.slug}
                title={post.title}
                description={post.description}
                datePublished={post.datePublished}
                minutes={readingMinutes(post)}
              />
            </li>
          ))}
        </CardGrid>
      </section>
      <JsonLd data={head.jsonLd} />
    </>
  );
}
