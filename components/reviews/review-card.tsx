import { cn } from "@/lib/utils";

import { reviewMonth } from "./review-dates";
import { ReviewReply } from "./review-reply";
import { VerifiedMark } from "./verified-mark";

/** A structural subset of the reviews row, so callers can pass rows as they are. */
export type PublicReview = {
  id: string;
  name: string;
  rating: number;
  comment: string;
  created_at?: string;
  verified?: boolean;
  project?: string | null;
  reply?: { body: string; updated_at: string } | null;
};

/** Visitor text is rendered as React text, never as HTML. */
export function ReviewCard({ review, className }: { review: PublicReview; className?: string }) {
  const rating = Math.min(5, Math.max(0, Math.round(review.rating)));
  return (
    <div
      className={cn(
        "flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-7 transition-colors hover:border-brand/40",
        className,
      )}
    >
      <figure className="flex flex-1 flex-col gap-5">
        {/* Five stars in one element: the `rating` class (globals.css) draws them as masks. */}
        <div
          role="img"
          aria-label={`Rated ${rating} out of 5`}
          className="rating"
          data-rating={rating}
        />
        <blockquote className="text-lg leading-relaxed break-words whitespace-pre-line text-card-foreground">
          <p>“{review.comment}”</p>
        </blockquote>
        <figcaption className="grid gap-2">
          {/* Always stacked: side by side, a long name wrapped the date under it in some cards only. */}
          <span className="grid gap-0.5">
            <span className="font-semibold break-words text-muted-foreground">{review.name}</span>
            {review.created_at ? (
              <time dateTime={review.created_at} className="text-sm text-muted-foreground">
                {reviewMonth(review.created_at)}
              </time>
            ) : null}
          </span>
          {review.verified ? <VerifiedMark project={review.project ?? null} /> : null}
        </figcaption>
      </figure>
      {review.reply ? (
        <ReviewReply body={review.reply.body} updatedAt={review.reply.updated_at} />
      ) : null}
    </div>
  );
}
