import "server-only";

import { headers } from "next/headers";
import { after } from "next/server";
import type { z } from "zod";

import { clientKeyFromHeaders } from "@/lib/client-key";
import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";
import type { DataResult } from "@/lib/data/result";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { formRateLimit, formRateLimiter } from "@/lib/rate-limit";
import type { ActionResult } from "@/lib/schemas/action-result";
import {
  isHoneypotFilled,
  oversizedFieldErrors,
  RATE_LIMITED_MESSAGE,
  readSubmissionKey,
  readTextFields,
  SUBMISSION_FAILED_MESSAGE,
} from "@/lib/schemas/form-fields";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";

/**
 * The one path every public form's action takes. Anyone can call an action with anything, so
 * each step assumes hostile input and answers with a result, never an exception (no bad input
 * ends in a 500): honeypot, size guard, schema, rate limit, then the write.
 */
export async function handlePublicForm<Field extends string, Output>(
  formData: FormData,
  form: {
    /** Names the rate limit: each form has its own allowance per client. */
    name: string;
    fields: readonly Field[];
    sizeLimits: Record<Field, { max: number; maxMessage: string }>;
    schema: z.ZodType<Output>;
    /** Writes the row; `submissionKey` stores a retried message once (lib/data/store-once.ts). */
    store: (input: Output, submissionKey: string | null) => Promise<DataResult>;
  },
): Promise<ActionResult<Field>> {
  if (!(formData instanceof FormData)) return { ok: false, message: SUBMISSION_FAILED_MESSAGE };
  // A bot is told it succeeded, so it has no reason to try again; nothing is stored.
  if (isHoneypotFilled(formData)) return { ok: true };

  const values = readTextFields(formData, form.fields);
  const oversized = oversizedFieldErrors(values, form.sizeLimits);
  // The form shows field errors at their fields; the message is the toast's.
  if (oversized)
    return { ok: false, message: SUBMISSION_FAILED_MESSAGE, fieldErrors: oversized, values };

  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromZod(parsed.error);
    return { ok: false, message: SUBMISSION_FAILED_MESSAGE, fieldErrors, values };
  }

  // Counted only once the input is valid: a visitor fixing a typo without JavaScript is never
  // locked out, and every attempt that would write is limited.
  if (!(await isWithinRateLimit(form.name)))
    return { ok: false, message: RATE_LIMITED_MESSAGE, values };

  const stored = await form.store(parsed.data, readSubmissionKey(formData));
  if (!stored.ok) return { ok: false, message: SUBMISSION_FAILED_MESSAGE, values };
  // The database queued the staff e-mail with the row; it goes out once the visitor has the answer,
  // so a slow or broken mail server never delays or fails a submission.
  after(() => deliverStaffNotifications());
  return { ok: true };
}

/**
 * This instance's memory first (free, and it stops a flood at one instance without a database
 * call), then the count every instance shares in Postgres, which is the limit that holds.
 * If the shared count cannot be made, the attempt goes on (fail open): the memory filter still
 * applies, a database that is down fails the write anyway, and a limiter fault (say, a
 * migration not yet pushed) must not turn every visitor away. The failure is logged.
 */
async function isWithinRateLimit(formName: string): Promise<boolean> {
  const clientKey = clientKeyFromHeaders(await headers());
  if (!formRateLimiter.consume(`${formName}:${clientKey}`).allowed) return false;
  const shared = await consumeSharedFormRateLimit({
    form: formName,
    clientKey,
    limit: formRateLimit.limit,
    windowSeconds: formRateLimit.windowMs / 1000,
  });
  return !shared.ok || shared.data === "allowed";
}
