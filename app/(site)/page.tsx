import { hero, homeHead, pillars, textBands } from "@/content/home";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { Hero } from "@/components/home/hero";
import { Pillars } from "@/components/home/pillars";
import { TextBands } from "@/components/home/text-bands";

const head = {
  ...homeHead,
  path: "/",
  jsonLd: webPageJsonLd({ title: homeHead.title, description: homeHead.description, path: "/" }),
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function HomePage() {
  return (
    <>
      <Hero {...hero} />
      <TextBands phrases={textBands} />
      <Pillars {...pillars} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
