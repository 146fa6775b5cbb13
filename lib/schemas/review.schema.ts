import { sizeLimitsOf } from "./form-fields";
import { reviewFields, reviewLimits } from "./review-limits";
import { boundedText } from "./text-field.schema";
import { formErrorsWith, z } from "./zod";

const { name, rating, comment } = reviewLimits;

export const reviewSchema = z.object({
  name: boundedText(name),
  // Form values are strings: "" (no star chosen) coerces to 0 and a missing field to NaN, both "not selected".
  rating: z.coerce
    .number({ error: rating.minMessage })
    .min(rating.min, { error: rating.minMessage })
    .max(rating.max, { error: rating.rangeMessage })
    .int({ error: rating.rangeMessage }),
  comment: boundedText(comment),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

export const reviewSizeLimits = sizeLimitsOf(reviewLimits, {
  rating: { max: 10, maxMessage: rating.rangeMessage },
});

export const reviewFormErrors = formErrorsWith(reviewSchema, reviewFields);
