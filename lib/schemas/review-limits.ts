// The review form's fields, limits and messages without zod: the browser loads this with the
// page; zod and the schema (review.schema.ts) load only once the form is first used.

import { textFieldLimits } from "./text-field-limits";

/** The form's fields in order, with their minima and messages; maxima equal the database constraints. */
export const reviewLimits = {
  name: textFieldLimits("Name", { min: 2, max: 100, minMessage: "Name is required." }),
  rating: {
    min: 1,
    max: 5,
    minMessage: "Please select a rating.",
    rangeMessage: "Rating must be a whole number from 1 to 5.",
  },
  comment: textFieldLimits("Comment", { min: 10, max: 2000 }),
};

export type ReviewField = keyof typeof reviewLimits;
export const reviewFields = Object.keys(reviewLimits) as ReviewField[];
