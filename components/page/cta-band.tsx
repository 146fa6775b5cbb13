import { CtaButtons, type CtaLink } from "./cta-buttons";
import { PageSection } from "./page-section";

/** The closing call to action of a page: one glowing card, a heading, a line and the buttons. */
export function CtaBand({
  id = "cta",
  title,
  body,
  primary,
  secondary,
}: {
  id?: string;
  title: string;
  body: string;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <PageSection labelledBy={`${id}-title`} className="pt-4 sm:pt-6">
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-white/10 bg-card px-6 py-14 text-center shadow-2xl shadow-black/40 sm:px-14 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_90%_at_50%_0%,color-mix(in_oklch,var(--brand)_30%,transparent),transparent_70%),radial-gradient(40%_60%_at_100%_100%,color-mix(in_oklch,var(--coral)_18%,transparent),transparent_70%)]"
        />
        <h2 id={`${id}-title`} className="mx-auto max-w-3xl text-display-md font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
          {body}
        </p>
        <CtaButtons primary={primary} secondary={secondary} className="mt-10 justify-center" />
      </div>
    </PageSection>
  );
}
