import type { RichText as RichTextValue } from "@/content/rich-text";
import { RichText } from "@/components/page/rich-text";
import { SectionHeading } from "@/components/page/section-heading";

import { KeyFacts } from "./key-facts";

export function ServiceOverview({
  eyebrow,
  title,
  paragraphs,
  keyFactsTitle,
  keyFacts,
}: {
  eyebrow: string;
  title: string;
  paragraphs: readonly RichTextValue[];
  keyFactsTitle: string;
  keyFacts: readonly { label: string; value: string }[];
}) {
  return (
    <div className="container-page grid gap-12 py-20 sm:py-24 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16">
      <section aria-labelledby="overview">
        <SectionHeading id="overview" eyebrow={eyebrow} title={title} />
        <div className="mt-8 space-y-6 text-lg leading-relaxed text-muted-foreground">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
      </section>
      <div className="lg:pt-2">
        <KeyFacts title={keyFactsTitle} facts={keyFacts} />
      </div>
    </div>
  );
}
