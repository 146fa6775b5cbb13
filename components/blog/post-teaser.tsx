import { IntentLink as Link } from "@/components/layout/intent-link";
import { ArrowUpRight } from "lucide-react";

import { PostMeta } from "./post-meta";

export type TeaserProps = {
  slug: string;
  title: string;
  description: string;
  datePublished: string;
  minutes: number;
};

/** A blog teaser (the spec's slug, title and description) whose title link covers the card. */
export function PostTeaser({
  slug,
  title,
  description,
  datePublished,
  minutes,
  headingLevel = 2,
}: TeaserProps & { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card p-7 transition-colors hover:border-brand/40 sm:p-10">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-[linear-gradient(90deg,var(--brand),var(--coral),var(--spark))] opacity-70"
      />
      <PostMeta datePublished={datePublished} minutes={minutes} />
      <Heading className="mt-5 text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
        <Link
          href={`/blog/${slug}`}
          className="outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
        >
          {title}
        </Link>
      </Heading>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{description}</p>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1.5 pt-8 text-sm font-semibold text-brand"
      >
        Read article
        <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
      </span>
    </article>
  );
}
