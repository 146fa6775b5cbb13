import "server-only";

import { headers } from "next/headers";
import { after } from "next/server";
import type { z } from "zod";

import { serverEnv } from "@/lib/env";
import { publicEnv } from "@/lib/env/public";
import { leadOrigin } from "@/lib/leads/attribution";
import type { FormMeta } from "@/lib/leads/form-meta";
import { formStartAge } from "@/lib/leads/form-start";
import { spamReason } from "@/lib/leads/spam-signals";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { createRequestLimit } from "@/lib/rate-limit/request-limit";
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
import type { DataResult } from "@/lib/supabase/result";

// Each form has its own count per client: the contact form does not use up the review form's.
const formRequestLimit = createRequestLimit({
  limit: serverEnv().formRateLimitMax,
  windowMs: 10 * 60 * 1000,
});

// Anyone can call an action with anything: every step answers with a result, never a throw.
// A post that looks automated is stored as spam and answered the same, so a bot learns nothing.
export async function handlePublicForm<Field extends string, Output>(
  formData: FormData,
  form: {
    name: string;
    fields: readonly Field[];
    sizeLimits: Record<Field, { max: number; maxMessage: string }>;
    schema: z.ZodType<Output>;
    freeText: Field;
    store: (input: Output, meta: FormMeta) => Promise<DataResult>;
  },
): Promise<ActionResult<Field>> {
  if (!(formData instanceof FormData)) return { ok: false, message: SUBMISSION_FAILED_MESSAGE };

  const values = readTextFields(formData, form.fields);
  const oversized = oversizedFieldErrors(values, form.sizeLimits);
  if (oversized)
    return { ok: false, message: SUBMISSION_FAILED_MESSAGE, fieldErrors: oversized, values };

  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromZod(parsed.error);
    return { ok: false, message: SUBMISSION_FAILED_MESSAGE, fieldErrors, values };
  }

  // Counted only once valid: a visitor fixing a typo without JavaScript is never locked out.
  if (!(await formRequestLimit(form.name, await headers())))
    return { ok: false, message: RATE_LIMITED_MESSAGE, values };

  const meta = await storeMeta(formData, values[form.freeText]);
  const stored = await form.store(parsed.data, meta);
  if (!stored.ok) return { ok: false, message: SUBMISSION_FAILED_MESSAGE, values };
  // after(): a slow mail server or webhook never delays or fails the submission.
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
