import { Button } from "@/components/ui/button";
import { SiteLink as Link } from "@/components/layout/site-link";
import { Reveal } from "@/components/motion/reveal";
import { Icon } from "@/components/page/icon";

import { type PublicReview } from "./review-card";
import { ReviewGrid } from "./review-grid";
import { ReviewSummary } from "./review-summary";

export const HOME_REVIEW_COUNT = 4;

export function TrustedByClients({
  reviews,
  summary,
}: {
  reviews: readonly PublicReview[];
  summary: { count: number; average: number | null } | null;
}) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="trusted-by-clients" className="container-page py-24 sm:py-32">
      <Reveal>
        <h2 id="trusted-by-clients" className="max-w-2xl text-display-lg font-bold">
          Trusted by Happy Clients
        </h2>
        {summary ? <ReviewSummary {...summary} className="mt-6" /> : null}
        <ReviewGrid
          reviews={reviews.slice(0, HOME_REVIEW_COUNT)}
          className="mt-14 lg:grid-cols-2 xl:grid-cols-4"
        />
        <div className="mt-12">
          <Button asChild variant="outline" size="lg">
            <Link href="/reviews">
              Read All Reviews
              <Icon name="arrow-right" />
            </Link>
          </Button>
        </div>
      </Reveal>
    </section>
  );
}
