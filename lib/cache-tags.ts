export const cacheTags = {
  publicReviews: "reviews:public",
} as const;
