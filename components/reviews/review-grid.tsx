import { cn } from "@/lib/utils";

import { ReviewCard, type PublicReview } from "./review-card";

export function ReviewGrid({
  reviews,
  empty = null,
  className,
}: {
  reviews: readonly PublicReview[];
  empty?: React.ReactNode;
  className?: string;
}) {
  if (reviews.length === 0) return <>{empty}</>;
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
