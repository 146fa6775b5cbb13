import { reviewPolicy, reviewsHead, reviewsPage } from "@/content/reviews";
import { getApprovedReviews, getReviewSummary } from "@/lib/data/reviews";
import { reviewConsent } from "@/lib/privacy/review-consent";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { privacyNote } from "@/components/forms/privacy-note";
import { LazyToaster } from "@/components/forms/toasts";
import { PageHero } from "@/components/page/page-hero";
import { ReviewPolicy } from "@/components/privacy/review-policy";
import { ReviewGrid } from "@/components/reviews/review-grid";
import { ReviewSummary } from "@/components/reviews/review-summary";

import { ReviewForm } from "./review-form";

const path = "/reviews";

// No AggregateRating: search engines ignore self-serving reviews of one's own business (see architecture).
const head = {
  ...reviewsHead,
  path,
  jsonLd: webPageJsonLd({ title: reviewsHead.title, description: reviewsHead.description, path }),
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default async function ReviewsPage() {
  const [reviews, summary] = await Promise.all([getApprovedReviews(), getReviewSummary()]);
  return (
    <>
      <PageHero
        eyebrow={reviewsPage.eyebrow}
        title={reviewsPage.title}
        subtitle={reviewsPage.intro}
      />
      <section aria-label="Client reviews" className="container-page pt-16 pb-16 sm:pt-20">
        {summary.ok ? <ReviewSummary {...summary.data} className="mb-8" /> : null}
        <ReviewGrid
          reviews={reviews.ok ? reviews.data : []}
          empty={
            <p className="rounded-2xl border border-border bg-card p-8 text-center text-muted-foreground">
              {reviewsPage.empty}
            </p>
          }
        />
      </section>
      <div className="container-page pb-24 sm:pb-32">
        <div className="mx-auto max-w-2xl">
          <ReviewForm note={privacyNote("review-consent-note", reviewConsent.statement)} />
          {/* Only the pages with a form have toasts; sonner loads when the form is first used. */}
          <LazyToaster position="bottom-right" />
          <ReviewPolicy {...reviewPolicy} className="mt-10" />
        </div>
      </div>
      <JsonLd data={head.jsonLd} />
    </>
  );
}
