import { Breadcrumbs, type BreadcrumbItem } from "./breadcrumbs";

export function PageHero({
  eyebrow,
  title,
  subtitle,
  breadcrumbs,
  as: Band = "section",
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: React.ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  // "header" inside an <article>, where a <section> would make the h1 a nested section's heading.
  as?: "section" | "header";
  children?: React.ReactNode;
}) {
  return (
    <Band className="relative isolate overflow-hidden border-b border-border pt-(--header-height)">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <div className="container-page pt-10 pb-16 sm:pt-16 sm:pb-24">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {eyebrow ? (
          <p className="eyebrow-pill animate-hero-in [animation-delay:0.2s]">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-spark" />
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl animate-hero-in text-display-lg font-bold [animation-delay:0.2s]">
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-6 max-w-2xl animate-hero-in text-lg leading-relaxed text-muted-foreground [animation-delay:0.4s] sm:text-xl">
            {subtitle}
          </p>
        ) : null}
        {children ? (
          <div className="mt-10 animate-hero-in [animation-delay:0.6s]">{children}</div>
        ) : null}
      </div>
    </Band>
  );
}
