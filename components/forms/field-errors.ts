// Plain helpers for the field errors a form shows: where they come from, which stay shown, where
// focus goes, and the ids that tie a message to its field.

import type { ActionResult, FieldErrors } from "@/lib/schemas/action-result";

/** The id of a field's error message, named in the field's aria-describedby while it shows. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** The id of a field's description (help text), always in the field's aria-describedby. */
export const fieldDescriptionId = (fieldId: string) => `${fieldId}-help`;

/** The field errors an action returned (the no-JavaScript path), or none. */
export function serverFieldErrors(state: ActionResult<string> | null): FieldErrors {
  return state && !state.ok ? (state.fieldErrors ?? {}) : {};
}

export function keepFields(errors: FieldErrors, fields: string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  fields: readonly string[],
  errors: FieldErrors,
) {
  const first = fields.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  // A group of radios (the star rating): focus its first one.
  const target = element instanceof RadioNodeList ? element[0] : element;
  if (target instanceof HTMLElement) target.focus();
}
