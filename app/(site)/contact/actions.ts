"use server";

import { headers } from "next/headers";

import { clientKeyFromHeaders } from "@/lib/client-key";
import { createSubmission } from "@/lib/data/submissions";
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
  type ContactFormState,
  contactFields,
  contactSchema,
  contactSizeLimits,
} from "@/lib/schemas/contact";

/**
 * The contact form's action, for `useActionState` and for the plain HTML form posted without
 * JavaScript. Anyone can call it with anything, so every step assumes hostile input and answers
 * with a result, never an exception (no bad input ends in a 500).
 */
export async function submitContactAction(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  if (!(formData instanceof FormData)) return { ok: false, formError: SUBMISSION_FAILED_MESSAGE };
  // A bot is told it succeeded, so it has no reason to try again; nothing is stored.
  if (isHoneypotFilled(formData)) return { ok: true };

  const values = readTextFields(formData, contactFields);
  const oversized = oversizedFieldErrors(values, contactSizeLimits);
  if (oversized) return { ok: false, fieldErrors: oversized, values };

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFromZod(parsed.error), values };

  // Counted only once the input is valid: a visitor fixing a typo without JavaScript is never
  // locked out, and every attempt that would write is limited.
  const client = clientKeyFromHeaders(await headers());
  if (!formRateLimiter.consume(`contact:${client}`).allowed) {
    return { ok: false, formError: RATE_LIMITED_MESSAGE, values };
  }

  const stored = await createSubmission(parsed.data);
  return stored.ok ? { ok: true } : { ok: false, formError: SUBMISSION_FAILED_MESSAGE, values };
}
