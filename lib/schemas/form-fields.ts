// No zod here (about 30 KiB): these helpers load with each form's page, the schemas only later.

import { isUuid } from "@/lib/uuid";

import type { FieldErrors } from "./action-result";

export const SUBMISSION_FAILED_MESSAGE = "Submission failed. Please try again.";

export const SUBMISSION_KEY_FIELD = "submission_key";

// A malformed key is ignored, not refused: the message is still stored, just not deduplicated.
export function readSubmissionKey(formData: FormData): string | null {
  const value = formData.get(SUBMISSION_KEY_FIELD);
  return typeof value === "string" && isUuid(value) ? value.toLowerCase() : null;
}

export const FORM_START_FIELD = "form_started";

export const VISIT_FIELDS = {
  page: "visit_page",
  referrer: "visit_referrer",
  sentFrom: "sent_from",
} as const;

export const HONEYPOT_FIELD = "company_website";

// Code points, as Postgres `char_length` counts them, so the schemas accept what the database does.
export function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

// Postgres text cannot hold U+0000: the insert would fail with a generic error on every retry.
export function hasNoNulCharacter(value: string): boolean {
  return !value.includes("\u0000");
}

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

// Runs before zod, so no parser ever works on an oversized value.
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

/** The public forms by the page they sit on: the timing stamp is made for one of them. */
export const FORM_PAGES = { contact: "/contact", review: "/reviews" } as const;
export type PublicFormName = keyof typeof FORM_PAGES;

export const formOnPage = (page: string): PublicFormName | null =>
  (Object.keys(FORM_PAGES) as PublicFormName[]).find((form) => FORM_PAGES[form] === page) ?? null;
