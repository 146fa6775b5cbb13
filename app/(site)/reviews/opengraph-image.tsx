import { getShareCard, shareCardAlt, shareCardSize } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

const card = getShareCard("/reviews");

export const alt = shareCardAlt(card);
export const size = shareCardSize;
export const contentType = "image/png";

export default function Image() {
  return renderShareCard(card);
}
