import { projects } from "@/content/portfolio";
import { getShareCard, shareCardRouteAlts, shareCardSize } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

type Props = { params: Promise<{ slug: string }> };

export const alt = shareCardRouteAlts.caseStudy;
export const size = shareCardSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ slug: project.slug }));
}

export default async function Image({ params }: Props) {
  return renderShareCard(getShareCard(`/portfolio/${(await params).slug}`));
}
