import { servicePages } from "@/content/service-pages";
import { getShareCard, shareCardRouteAlts, shareCardSize } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

type Props = { params: Promise<{ slug: string }> };

export const alt = shareCardRouteAlts.service;
export const size = shareCardSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((page) => ({ slug: page.slug }));
}

export default async function Image({ params }: Props) {
  return renderShareCard(getShareCard(`/services/${(await params).slug}`));
}
