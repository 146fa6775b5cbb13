import "server-only";

import { headers } from "next/headers";
import { after } from "next/server";
import type { z } from "zod";

import { serverEnv } from "@/lib/env";
import { publicEnv } from "@/lib/env/public";
import { leadOrigin } from "@/lib/leads/attribution";
import type { FormMeta } from "@/lib/leads/form-meta";
import type { StampedForm } from "@/lib/leads/form-start";
import { enquiryReference } from "@/lib/leads/reference";
import { spamReason, type SpamReason } from "@/lib/leads/spam-signals";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { spendFormStart } from "@/lib/rate-limit/form-stamp";
import { createRequestLimit } from "@/lib/rate-limit/request-limit";
import { limitKey, type HeaderReader } from "@/lib/request/client-key";
import type { ActionResult } from "@/lib/schemas/action-result";
import {
  FORM_START_FIELD,
  isHoneypotFilled,
  oversizedFieldErrors,
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

// Posts with no stamp to time them (no JavaScript, a dropped or a spent stamp) share one more
// count across all clients, so leaving the stamp out never buys a sender more than sending it.
const UNTIMED_KEY = "untimed";

// Over a limit, a post is still stored but held apart: a shared count that one sender fills must
// never lose a real visitor's enquiry. Staff release what is real from the Spam filter.
async function overLimit(form: string, headers: HeaderReader, timed: boolean): Promise<boolean> {
  if (!(await formRequestLimit(form, limitKey(headers)))) return true;
  return !timed && !(await formRequestLimit(`${form}-untimed`, UNTIMED_KEY));
}

// Bots cannot fill the database; only their posts count, so no flood of them refuses a person's.
const HELD_PER_HOUR = 500;
const heldLimit = createRequestLimit({ limit: HELD_PER_HOUR, windowMs: 60 * 60 * 1000 });
const AUTOMATED: ReadonlySet<SpamReason> = new Set(["honeypot", "too-fast"]);

// Anyone can call an action with anything: every step answers with a result, never a throw.
// A post that looks automated or is over a limit is stored as spam and answered the same, so a
// bot learns nothing and nothing a person sent is lost.
export async function handlePublicForm<Field extends string, Output>(
  formData: FormData,
  form: {
    name: StampedForm;
    fields: readonly Field[];
    sizeLimits: Record<Field, { max: number; maxMessage: string }>;
    schema: z.ZodType<Output>;
    freeText: Field;
    store: (input: Output, meta: FormMeta) => Promise<DataResult<{ id: string } | undefined>>;
    /** False where a one-use link admits the post: no count anyone else fills may hold it. */
    counted?: boolean;
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

  const meta = await storeMeta(formData, form.name, values[form.freeText], form.counted ?? true);
  if (
    meta.spamReason &&
    AUTOMATED.has(meta.spamReason) &&
    !(await heldLimit(`${form.name}-held`, "all"))
  )
    return { ok: false, message: SUBMISSION_FAILED_MESSAGE, values };
  const stored = await form.store(parsed.data, meta);
  if (!stored.ok) return { ok: false, message: SUBMISSION_FAILED_MESSAGE, values };
  // after(): a slow mail server or webhook never delays or fails the submission.
  if (!meta.spamReason) after(() => deliverStaffNotifications());
  return stored.data ? { ok: true, reference: enquiryReference(stored.data.id) } : { ok: true };
}

async function storeMeta(
  formData: FormData,
  form: StampedForm,
  freeText: string,
  counted: boolean,
): Promise<FormMeta> {
  const requestHeaders = await headers();
  const fillMs = await spendFormStart(formData.get(FORM_START_FIELD), form);
  const signs = spamReason({
    honeypotFilled: isHoneypotFilled(formData),
    fillMs,
    minFillMs: serverEnv().formMinFillSeconds * 1000,
    text: freeText,
  });
  // Counted only once valid and not already spam: a bot's honeypot posts use up no one's count.
  const reason: SpamReason | null =
    signs ??
    (counted && (await overLimit(form, requestHeaders, fillMs !== null)) ? "over-limit" : null);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : null;
  };
  const ownHosts = [new URL(publicEnv().siteUrl).host];
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  if (host) ownHosts.push(host);
  return {
    submissionKey: readSubmissionKey(formData),
    spamReason: reason,
    origin: leadOrigin({
      visitPage: text(VISIT_FIELDS.page),
      visitReferrer: text(VISIT_FIELDS.referrer),
      sentFrom: text(VISIT_FIELDS.sentFrom),
      referer: requestHeaders.get("referer"),
      ownHosts,
    }),
  };
}
