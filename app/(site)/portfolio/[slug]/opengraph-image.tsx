import { projects } from "@/content/portfolio";
import { getShareCard } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ slug: project.slug }));
}

export default async function Image({ params }: Props) {
  return renderShareCard(getShareCard(`/portfolio/${(await params).slug}`));
}
