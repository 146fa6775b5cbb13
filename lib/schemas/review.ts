import type { FieldErrors } from "./action-result";
import { countCharacters, hasNoNulCharacter, readTextFields } from "./form-fields";
import { fieldErrorsFromZod, z } from "./zod";

import { reviewLimits, reviewFields, type ReviewField } from "./review-fields";

export { reviewFields, type ReviewField } from "./review-fields";

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

export const reviewSizeLimits = {
  name: { max: name.max, maxMessage: name.maxMessage },
  // Anything this long is no rating; shorter junk is left to the schema and its messages.
  rating: { max: 10, maxMessage: rating.rangeMessage },
  comment: { max: comment.max, maxMessage: comment.maxMessage },
} satisfies Record<ReviewField, { max: number; maxMessage: string }>;

/** The browser's check before sending: the field errors of a submitted form, none when valid. */
export function reviewFormErrors(formData: FormData): FieldErrors {
  const result = reviewSchema.safeParse(readTextFields(formData, reviewFields));
  return result.success ? {} : fieldErrorsFromZod(result.error);
}
