// The review form's fields, limits and messages without zod, for the browser's first load.

/** The form's minima and error messages; maxima equal the database constraints. */
export const reviewLimits = {
  name: {
    min: 2,
    max: 100,
    minMessage: "Name is required.",
    maxMessage: "Name must be at most 100 characters.",
  },
  rating: {
    min: 1,
    max: 5,
    minMessage: "Please select a rating.",
    rangeMessage: "Rating must be a whole number from 1 to 5.",
  },
  comment: {
    min: 10,
    max: 2000,
    minMessage: "Comment must be at least 10 characters.",
    maxMessage: "Comment must be at most 2000 characters.",
  },
} as const;

export const reviewFields = ["name", "rating", "comment"] as const;
export type ReviewField = (typeof reviewFields)[number];
