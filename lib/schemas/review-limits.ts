// No zod here: the page loads this, and review.schema.ts loads only once the form is first used.

import { textFieldLimits } from "./text-field-limits";

export const reviewLimits = {
  name: textFieldLimits("Name", {
    min: 2,
    max: 100,
    minMessage: "Name is required.",
    singleLine: true,
  }),
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

/** The hidden field that carries an invitation's token with the review form. */
export const INVITATION_FIELD = "invitation";
