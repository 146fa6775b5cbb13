import { z } from "zod";

import { countCharacters, type FormActionState, hasNoNulCharacter } from "./action-result";

/** Minima and messages from the spec (section 5); maxima equal the database constraints. */
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

const { name, rating, comment } = reviewLimits;

export const reviewSchema = z.object({
  name: z
    .string({ error: name.minMessage })
    .trim()
    .refine(hasNoNulCharacter, {
      error: "Name contains a character that is not allowed.",
      abort: true,
    })
    .refine((value) => countCharacters(value) >= name.min, { error: name.minMessage })
    .refine((value) => countCharacters(value) <= name.max, { error: name.maxMessage }),
  // Form values are strings: "" (no star chosen) coerces to 0 and a missing field to NaN, both "not selected".
  rating: z.coerce
    .number({ error: rating.minMessage })
    .min(rating.min, { error: rating.minMessage })
    .max(rating.max, { error: rating.rangeMessage })
    .int({ error: rating.rangeMessage }),
  comment: z
    .string({ error: comment.minMessage })
    .trim()
    .refine(hasNoNulCharacter, {
      error: "Comment contains a character that is not allowed.",
      abort: true,
    })
    .refine((value) => countCharacters(value) >= comment.min, { error: comment.minMessage })
    .refine((value) => countCharacters(value) <= comment.max, { error: comment.maxMessage }),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

/** What the review form's server action returns to `useActionState`. */
export type ReviewFormState = FormActionState<ReviewField>;

export const reviewSizeLimits = {
  name: { max: name.max, maxMessage: name.maxMessage },
  // Anything this long is no rating; shorter junk is left to the schema and its messages.
  rating: { max: 10, maxMessage: rating.rangeMessage },
  comment: { max: comment.max, maxMessage: comment.maxMessage },
} satisfies Record<ReviewField, { max: number; maxMessage: string }>;
