import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";

import { PostMeta } from "./post-meta";

export type TeaserProps = {
  slug: string;
  title: string;
  description: string;
  datePublished: string;
  minutes: number;
};

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
        <Link href={`/blog/${slug}`} className="stretched-link after:rounded-3xl">
          {title}
        </Link>
      </Heading>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{description}</p>
      <span aria-hidden="true" className="card-cue pt-8">
        Read article
        <Icon name="arrow-up-right" className="cue-arrow" />
      </span>
    </article>
  );
}
