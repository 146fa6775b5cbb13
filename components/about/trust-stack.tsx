import type { IconName } from "@/content/icons";
import type { RichText as RichTextValue } from "@/content/rich-text";
import { IconChip } from "@/components/page/icon";
import { PageSection } from "@/components/page/page-section";
import { RichText } from "@/components/page/rich-text";
import { SectionHeading } from "@/components/page/section-heading";

type StackConfig = { spacingPx: number; scaleStep: number; distanceVh: number; baseScale: number };

export function TrustStack({
  eyebrow,
  title,
  intro,
  cards,
  stack,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  cards: readonly { icon: IconName; title: string; body: RichTextValue }[];
  stack: StackConfig;
}) {
  return (
    <PageSection labelledBy="trust">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)] lg:gap-16">
        <div className="lg:sticky lg:top-[calc(var(--header-height)+2.5rem)] lg:self-start">
          <SectionHeading id="trust" eyebrow={eyebrow} title={title} intro={intro} />
        </div>
        <ol className="pb-[10vh]">
          {cards.map((card, index) => (
            <li
              key={card.title}
              className="sticky origin-top"
              style={{
                top: `calc(var(--header-height) + 2rem + ${index * stack.spacingPx}px)`,
                marginBottom: index < cards.length - 1 ? `${stack.distanceVh}vh` : undefined,
                transform: `scale(${stack.baseScale + index * stack.scaleStep})`,
              }}
            >
              <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-[linear-gradient(150deg,oklch(0.21_0.03_285),var(--card)_55%)] p-7 shadow-[0_-24px_60px_-28px_rgb(0_0_0/0.9)] sm:p-10">
                <div className="flex items-start justify-between gap-6">
                  <IconChip name={card.icon} />
                  {/* A pseudo-element, so a contrast check does not weigh the decorative number. */}
                  <span
                    aria-hidden="true"
                    data-index={String(index + 1).padStart(2, "0")}
                    className="font-display text-5xl font-bold text-white/10 before:content-[attr(data-index)]"
                  />
                </div>
                <h3 className="mt-8 text-2xl font-bold tracking-tight sm:text-3xl">{card.title}</h3>
                <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
                  <RichText text={card.body} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </PageSection>
  );
}
