import { marketLocations } from "@/content/locations";
import { getShareCard, shareCardRouteAlts, shareCardSize } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

type Props = { params: Promise<{ slug: string }> };

export const alt = shareCardRouteAlts.location;
export const size = shareCardSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return marketLocations.map((location) => ({ slug: location.slug }));
}

export default async function Image({ params }: Props) {
  return renderShareCard(getShareCard(`/locations/${(await params).slug}`));
}
