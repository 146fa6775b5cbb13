import { blogPosts } from "@/content/blog";
import { getShareCard, shareCardRouteAlts, shareCardSize } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

type Props = { params: Promise<{ slug: string }> };

export const alt = shareCardRouteAlts.article;
export const size = shareCardSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

export default async function Image({ params }: Props) {
  return renderShareCard(getShareCard(`/blog/${(await params).slug}`));
}
