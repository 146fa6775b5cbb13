import { Icon } from "@/components/page/icon";
import { PageSection } from "@/components/page/page-section";

export function MissionQuote({
  title,
  quote,
  attribution,
}: {
  title: string;
  quote: string;
  attribution: string;
}) {
  return (
    <PageSection labelledBy="mission" className="py-16 sm:py-24">
      <h2 id="mission" className="sr-only">
        {title}
      </h2>
      <figure className="relative isolate overflow-hidden rounded-[2rem] border border-border px-6 py-14 text-center sm:px-16 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(70%_100%_at_50%_100%,color-mix(in_oklch,var(--brand)_22%,transparent),transparent_70%),linear-gradient(180deg,var(--card),var(--background))]"
        />
        <Icon name="quote" className="mx-auto size-10 text-brand" />
        <blockquote className="mx-auto mt-8 max-w-4xl">
          <p className="font-display text-[clamp(1.5rem,1.1rem+1.8vw,2.5rem)] leading-snug font-semibold tracking-tight text-balance">
            “{quote}”
          </p>
        </blockquote>
        <figcaption className="mt-8 text-sm font-semibold tracking-[0.16em] text-muted-foreground uppercase">
          {attribution}
        </figcaption>
      </figure>
    </PageSection>
  );
}
