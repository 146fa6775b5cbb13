import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";

export function WhoWeAre({
  eyebrow,
  title,
  paragraphs,
  highlights,
}: {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  highlights: readonly { value: string; label: string }[];
}) {
  return (
    <PageSection labelledBy="who-we-are">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-20">
        <div>
          <SectionHeading id="who-we-are" eyebrow={eyebrow} title={title} />
          <div className="mt-8 space-y-6 text-lg leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-3 content-start gap-3 sm:gap-4 lg:grid-cols-1">
          {highlights.map((item) => (
            <div key={item.label} className="rounded-2xl border border-border bg-card p-4 sm:p-6">
              <dt className="sr-only">{item.label}</dt>
              <dd>
                <span className="text-gradient font-display text-4xl leading-none font-bold tracking-tight sm:text-5xl">
                  {item.value}
                </span>
                <span className="mt-3 block text-sm leading-snug text-muted-foreground">
                  {item.label}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </PageSection>
  );
}
