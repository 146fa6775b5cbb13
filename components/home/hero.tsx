import { Button } from "@/components/ui/button";
import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";

import { HeroVisual } from "./hero-visual";

type Cta = { label: string; href: string };

export function Hero({
  eyebrow,
  headline,
  tagline,
  primaryCta,
  secondaryCta,
  proofPoints,
  markets,
}: {
  eyebrow: string;
  headline: string;
  tagline: string;
  primaryCta: Cta;
  secondaryCta: Cta;
  proofPoints: readonly string[];
  markets: readonly string[];
}) {
  return (
    <section className="relative isolate flex min-h-svh items-center overflow-hidden pt-(--header-height)">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <div className="container-page grid items-center gap-16 py-20 sm:py-28 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div className="max-w-4xl">
          <p className="eyebrow-pill animate-hero-in [animation-delay:0.2s]">
            <span className="size-1.5 rounded-full bg-spark" />
            {eyebrow}
          </p>
          <h1 className="animate-hero-in text-display-xl font-bold [animation-delay:0.2s]">
            {headline}
          </h1>
          <p className="mt-6 max-w-2xl animate-hero-in text-lg leading-relaxed text-muted-foreground [animation-delay:0.4s] sm:text-xl">
            {tagline}
          </p>
          <div className="mt-10 flex animate-hero-in flex-wrap gap-3 [animation-delay:0.6s]">
            <Button asChild size="lg">
              <Link href={primaryCta.href}>
                {primaryCta.label}
                <Icon name="arrow-right" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={secondaryCta.href}>{secondaryCta.label}</Link>
            </Button>
          </div>
          <ul className="mt-12 flex animate-hero-in flex-col gap-3 text-sm text-muted-foreground [animation-delay:0.6s] sm:flex-row sm:flex-wrap sm:gap-x-8">
            {proofPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-brand" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden animate-hero-in [animation-delay:0.6s] lg:block">
          <HeroVisual markets={markets} />
        </div>
      </div>
    </section>
  );
}
