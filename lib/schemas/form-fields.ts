// The zod-free half of the public forms' contract: messages and plain helpers the browser needs
// on first load. zod (about 30 KiB) stays out of the pages' first JavaScript: each form's
// `*-limits.ts` holds its plain limits and messages, its `*.schema.ts` the zod schema.

import { isUuid } from "@/lib/uuid";

import type { FieldErrors } from "./action-result";

export const SUBMISSION_FAILED_MESSAGE = "Submission failed. Please try again.";
export const RATE_LIMITED_MESSAGE = "Too many submissions. Please try again in a few minutes.";

/**
 * The posted field that carries the browser's key for one message, added to the form data as it
 * is sent (components/forms/submission-key.ts): a retry of the same text sends the same key.
 */
export const SUBMISSION_KEY_FIELD = "submission_key";

/**
 * The submission key of a posted form, or null: none is sent without JavaScript, and anything
 * that is not a UUID is ignored rather than refused, so a mangled key never costs a visitor the
 * message (it is stored, only without the protection against a duplicate).
 */
export function readSubmissionKey(formData: FormData): string | null {
  const value = formData.get(SUBMISSION_KEY_FIELD);
  return typeof value === "string" && isUuid(value) ? value.toLowerCase() : null;
}

/** The signed stamp of when the form appeared (lib/leads/form-start.ts). */
export const FORM_START_FIELD = "form_started";

/**
 * The visit the browser keeps in sessionStorage (components/forms/visit.ts), posted with a form so
 * the server can record where an enquiry came from (lib/leads/attribution.ts).
 */
export const VISIT_FIELDS = {
  page: "visit_page",
  referrer: "visit_referrer",
  sentFrom: "sent_from",
} as const;

/** The honeypot: a field people never see or reach, so any value in it comes from a bot. */
export const HONEYPOT_FIELD = "company_website";

/**
 * Length in characters as Postgres counts them (`char_length`, code points), not UTF-16 units,
 * so the schemas accept exactly what the database constraints accept.
 */
export function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * Postgres text cannot hold the NUL character (U+0000): a value containing it is refused by the
 * database, which a visitor would only see as "Submission failed. Please try again.", forever.
 * No keyboard types it, so the schemas refuse it up front with a field message instead.
 */
export function hasNoNulCharacter(value: string): boolean {
  return !value.includes("\u0000");
}

/** The named text fields of a submitted form; a missing field or a file reads as "". */
export function readTextFields<Field extends string>(
  formData: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

/**
 * The request size guard: fields longer than their maximum are answered with the maximum's
 * message before zod runs, so no parser ever works on an oversized value.
 */
export function oversizedFieldErrors<Field extends string>(
  values: Record<Field, string>,
  limits: Record<Field, { max: number; maxMessage: string }>,
): FieldErrors | null {
  const fieldErrors: FieldErrors = {};
  for (const field of Object.keys(limits) as Field[]) {
    const { max, maxMessage } = limits[field];
    const value = values[field];
    // Each character is at most two UTF-16 units, so only long values need counting.
    if (value.length > max && countCharacters(value.trim()) > max) {
      fieldErrors[field] = [maxMessage];
    }
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

type SizeLimit = { max: number; maxMessage: string };

/**
 * The size guard's maxima for a form's limits: each field's own `max` and `maxMessage`, and for a
 * field without them (not text, say a rating) the guard given in `others`.
 */
export function sizeLimitsOf<Limits extends Record<string, object>>(
  limits: Limits,
  others: { [Field in keyof Limits as Limits[Field] extends SizeLimit ? never : Field]: SizeLimit },
): Record<keyof Limits & string, SizeLimit> {
  const guards = others as Partial<Record<string, SizeLimit>>;
  return Object.fromEntries(
    Object.entries(limits).map(([field, limit]) => {
      const { max, maxMessage } = (guards[field] ?? limit) as SizeLimit;
      return [field, { max, maxMessage }];
    }),
  ) as Record<keyof Limits & string, SizeLimit>;
}
