"use server";

import { handlePublicForm } from "@/lib/actions/public-form";
import { createReview } from "@/lib/data/reviews";
import type { ActionResult } from "@/lib/schemas/action-result";
import { reviewFields, type ReviewField } from "@/lib/schemas/review-limits";
import { reviewSchema, reviewSizeLimits } from "@/lib/schemas/review.schema";

/** Nothing is revalidated: a new review stays invisible until an admin approves it. */
export async function submitReviewAction(
  _previous: ActionResult<ReviewField> | null,
  formData: FormData,
): Promise<ActionResult<ReviewField>> {
  return handlePublicForm(formData, {
    name: "review",
    fields: reviewFields,
    sizeLimits: reviewSizeLimits,
    freeText: "comment",
    schema: reviewSchema,
    store: createReview,
  });
}
