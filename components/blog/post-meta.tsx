import { cn } from "@/lib/utils";

import { formatDate } from "./format-date";

/** Dates as <time> elements, so machines read the ISO value and people read the long form. */
export function PostMeta({
  datePublished,
  dateModified,
  minutes,
  author,
  className,
}: {
  datePublished: string;
  dateModified?: string;
  minutes: number;
  author?: string;
  className?: string;
}) {
  const isUpdated = dateModified && dateModified !== datePublished;
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground",
        className,
      )}
    >
      {author ? (
        <>
          <span>By {author}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <span>
        Published <time dateTime={datePublished}>{formatDate(datePublished)}</time>
      </span>
      {isUpdated ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            Updated <time dateTime={dateModified}>{formatDate(dateModified)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span>{minutes} min read</span>
    </p>
  );
}
