import { reviewsHead, reviewsPage } from "@/content/reviews";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { PageHero } from "@/components/page/page-hero";

const path = "/reviews";

// No AggregateRating: search engines ignore self-serving reviews of one's own business (see architecture).
const head = {
  ...reviewsHead,
  path,
  jsonLd: webPageJsonLd({ title: reviewsHead.title, description: reviewsHead.description, path }),
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function ReviewsPage() {
  return (
    <>
      <PageHero
        eyebrow={reviewsPage.eyebrow}
        title={reviewsPage.title}
        subtitle={reviewsPage.intro}
      />
      {/* Slots for the reviews grid and the 'Leave a Review' form, built in their own issue. */}
      <JsonLd data={head.jsonLd} />
    </>
  );
}
