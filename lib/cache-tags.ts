export const cacheTags = {
  publicReviews: "reviews:public",
} as const;

/**
 * Tags that expire what the public review reads store in the seconds after a moderation: a
 * render that read the reviews just before it, and stored just after, would otherwise be
 * served as fresh until the next moderation or the hourly revalidate.
 */
export const settleTags = [
  { tag: "reviews:public:settle-5s", seconds: 5 },
  { tag: "reviews:public:settle-30s", seconds: 30 },
] as const;
