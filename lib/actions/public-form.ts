import "server-only";

import { headers } from "next/headers";
import { after } from "next/server";
import type { z } from "zod";

import { clientKeyFromHeaders } from "@/lib/client-key";
import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";
import type { DataResult } from "@/lib/data/result";
import { serverEnv } from "@/lib/env";
import { publicEnv } from "@/lib/env/public";
import { leadOrigin } from "@/lib/leads/attribution";
import type { FormMeta } from "@/lib/leads/form-meta";
import { formStartAge } from "@/lib/leads/form-start";
import { spamReason } from "@/lib/leads/spam-signals";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { formRateLimit, formRateLimiter } from "@/lib/rate-limit";
import type { ActionResult } from "@/lib/schemas/action-result";
import {
  FORM_START_FIELD,
  isHoneypotFilled,
  oversizedFieldErrors,
  RATE_LIMITED_MESSAGE,
  readSubmissionKey,
  readTextFields,
  SUBMISSION_FAILED_MESSAGE,
  VISIT_FIELDS,
} from "@/lib/schemas/form-fields";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";

/**
 * The one path every public form's action takes. Anyone can call an action with anything, so
 * each step assumes hostile input and answers with a result, never an exception (no bad input
 * ends in a 500): size guard, schema, rate limit, then the write. A post that looks automated is
 * stored as spam and answered with the same success, so a bot learns nothing.
 */
export async function handlePublicForm<Field extends string, Output>(
  formData: FormData,
  form: {
    /** Names the rate limit: each form has its own allowance per client. */
    name: string;
    fields: readonly Field[];
    sizeLimits: Record<Field, { max: number; maxMessage: string }>;
    schema: z.ZodType<Output>;
    /** The free text a link-stuffing bot fills. */
    freeText: Field;
    store: (input: Output, meta: FormMeta) => Promise<DataResult>;
  },
): Promise<ActionResult<Field>> {
  if (!(formData instanceof FormData)) return { ok: false, message: SUBMISSION_FAILED_MESSAGE };

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

  const meta = await storeMeta(formData, values[form.freeText]);
  const stored = await form.store(parsed.data, meta);
  if (!stored.ok) return { ok: false, message: SUBMISSION_FAILED_MESSAGE, values };
  // The database queued the notifications with the row; they go out once the visitor has the
  // answer, so a slow or broken mail server or webhook never delays or fails a submission.
  if (!meta.spamReason) after(() => deliverStaffNotifications());
  return { ok: true };
}

async function storeMeta(formData: FormData, freeText: string): Promise<FormMeta> {
  const requestHeaders = await headers();
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : null;
  };
  const ownHosts = [new URL(publicEnv().siteUrl).host];
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  if (host) ownHosts.push(host);
  return {
    submissionKey: readSubmissionKey(formData),
    spamReason: spamReason({
      honeypotFilled: isHoneypotFilled(formData),
      fillMs: formStartAge(formData.get(FORM_START_FIELD)),
      minFillMs: serverEnv().formMinFillSeconds * 1000,
      text: freeText,
    }),
    origin: leadOrigin({
      visitPage: text(VISIT_FIELDS.page),
      visitReferrer: text(VISIT_FIELDS.referrer),
      sentFrom: text(VISIT_FIELDS.sentFrom),
      referer: requestHeaders.get("referer"),
      ownHosts,
    }),
  };
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
