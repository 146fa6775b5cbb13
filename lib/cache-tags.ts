export const cacheTags = {
  publicReviews: "reviews:public",
} as const;

// A render that read the reviews just before a moderation may store just after it: rebuilt again.
export const settleTags = [
  { tag: "reviews:public:settle-5s", seconds: 5 },
  { tag: "reviews:public:settle-30s", seconds: 30 },
] as const;
