"use server";

import { headers } from "next/headers";

import { clientKeyFromHeaders } from "@/lib/client-key";
import { createReview } from "@/lib/data/reviews";
import { formRateLimiter } from "@/lib/rate-limit";
import {
  fieldErrorsFromZod,
  isHoneypotFilled,
  oversizedFieldErrors,
  RATE_LIMITED_MESSAGE,
  readTextFields,
  SUBMISSION_FAILED_MESSAGE,
} from "@/lib/schemas/action-result";
import {
  type ReviewFormState,
  reviewFields,
  reviewSchema,
  reviewSizeLimits,
} from "@/lib/schemas/review";

/**
 * The review form's action, for `useActionState` and for the plain HTML form posted without
 * JavaScript. Every step assumes hostile input and answers with a result, never an exception.
 * Nothing is revalidated on success: a new review is unapproved and invisible to the public until
 * an admin approves it (the admin action calls revalidatePublicReviews()).
 */
export async function submitReviewAction(
  _previous: ReviewFormState,
  formData: FormData,
): Promise<ReviewFormState> {
  if (!(formData instanceof FormData)) return { ok: false, formError: SUBMISSION_FAILED_MESSAGE };
  // A bot is told it succeeded, so it has no reason to try again; nothing is stored.
  if (isHoneypotFilled(formData)) return { ok: true };

  const values = readTextFields(formData, reviewFields);
  const oversized = oversizedFieldErrors(values, reviewSizeLimits);
  if (oversized) return { ok: false, fieldErrors: oversized, values };

  const parsed = reviewSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFromZod(parsed.error), values };

  // Counted only once the input is valid, so fixing a mistake never uses up the allowance.
  const client = clientKeyFromHeaders(await headers());
  if (!formRateLimiter.consume(`review:${client}`).allowed) {
    return { ok: false, formError: RATE_LIMITED_MESSAGE, values };
  }

  const stored = await createReview(parsed.data);
  return stored.ok ? { ok: true } : { ok: false, formError: SUBMISSION_FAILED_MESSAGE, values };
}
