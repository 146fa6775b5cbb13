import { aboutHead, aboutPage, trustStack } from "@/content/about";
import { aboutPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { ExpertiseGrid } from "@/components/about/expertise-grid";
import { MissionQuote } from "@/components/about/mission-quote";
import { TrustStack } from "@/components/about/trust-stack";
import { WhoWeAre } from "@/components/about/who-we-are";
import { CtaBand } from "@/components/page/cta-band";
import { PageHero } from "@/components/page/page-hero";

const path = "/about";

const head = {
  ...aboutHead,
  path,
  jsonLd: aboutPageJsonLd({ title: aboutHead.title, description: aboutHead.description, path }),
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function AboutPage() {
  const { hero, whoWeAre, expertise, mission, trust, cta } = aboutPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <WhoWeAre {...whoWeAre} />
      <ExpertiseGrid {...expertise} />
      <MissionQuote {...mission} />
      <TrustStack {...trust} stack={trustStack} />
      <CtaBand {...cta} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
