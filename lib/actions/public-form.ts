import "server-only";

import { headers } from "next/headers";
import { after } from "next/server";
import type { z } from "zod";

import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";
import { serverEnv } from "@/lib/env";
import { publicEnv } from "@/lib/env/public";
import { leadOrigin } from "@/lib/leads/attribution";
import type { FormMeta } from "@/lib/leads/form-meta";
import { formStartAge } from "@/lib/leads/form-start";
import { spamReason } from "@/lib/leads/spam-signals";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { formRateLimit, formRateLimiter } from "@/lib/rate-limit/sliding-window";
import { clientKeyFromHeaders } from "@/lib/request/client-key";
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
  if (!(await isWithinRateLimit(form.name)))
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

// Memory first stops a flood at one instance without a database call. Fails open: a limiter
// fault (a migration not yet pushed) must not turn every visitor away.
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
