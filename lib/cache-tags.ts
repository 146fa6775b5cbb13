/**
 * Cache tag names, in one place for the reads that set them (lib/data) and the actions that
 * revalidate them. Tags are case-sensitive and at most 256 characters.
 */
export const cacheTags = {
  /** Approved reviews as the public sees them: the home section and /reviews. */
  publicReviews: "reviews:public",
} as const;
