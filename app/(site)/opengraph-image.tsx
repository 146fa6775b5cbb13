import { getShareCard } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

export default function Image() {
  return renderShareCard(getShareCard("/"));
}
