import type { RichText as RichTextValue } from "@/content/rich-text";
import { Icon } from "@/components/page/icon";
import { PageSection } from "@/components/page/page-section";
import { RichText } from "@/components/page/rich-text";
import { SectionHeading } from "@/components/page/section-heading";

export function MarketOverview({
  eyebrow,
  title,
  paragraphs,
  focus,
}: {
  eyebrow: string;
  title: string;
  paragraphs: readonly RichTextValue[];
  focus: readonly { title: string; body: string }[];
}) {
  return (
    <PageSection labelledBy="market" className="border-t border-border">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading id="market" eyebrow={eyebrow} title={title} />
          <div className="mt-8 space-y-6 text-lg leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
        </div>
        <ul className="space-y-4 lg:pt-2">
          {focus.map((item) => (
            <li
              key={item.title}
              className="flex gap-4 rounded-2xl border border-border bg-card p-6"
            >
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand/15 text-brand"
              >
                <Icon name="check" className="size-4" />
              </span>
              <div>
                <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
