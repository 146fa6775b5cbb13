import { Icon } from "@/components/page/icon";

/** A review's rating as five stars, read out as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          className={
            star <= rating ? "size-4 fill-spark text-spark" : "size-4 text-muted-foreground/40"
          }
        />
      ))}
    </span>
  );
}
