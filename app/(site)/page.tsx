import { coreServices, hero, homeHead, pillars, textBands, textBandsPause } from "@/content/home";
import { services } from "@/content/services";
import { getApprovedReviews, getReviewSummary } from "@/lib/data/reviews";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { CoreServices } from "@/components/home/core-services";
import { Hero } from "@/components/home/hero";
import { Pillars } from "@/components/home/pillars";
import { TextBands } from "@/components/home/text-bands";
import { HOME_REVIEW_COUNT, TrustedByClients } from "@/components/reviews/trusted-by-clients";

const head = {
  ...homeHead,
  path: "/",
  jsonLd: webPageJsonLd({ title: homeHead.title, description: homeHead.description, path: "/" }),
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default async function HomePage() {
  const [reviews, summary] = await Promise.all([
    getApprovedReviews({ limit: HOME_REVIEW_COUNT }),
    getReviewSummary(),
  ]);
  return (
    <>
      <Hero {...hero} />
      <TextBands phrases={textBands} pause={textBandsPause} />
      <CoreServices {...coreServices} services={services} />
      <Pillars {...pillars} />
      <TrustedByClients
        reviews={reviews.ok ? reviews.data : []}
        summary={summary.ok ? summary.data : null}
      />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
