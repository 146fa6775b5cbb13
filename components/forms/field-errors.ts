import type { ActionResult, FieldErrors } from "@/lib/schemas/action-result";

export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

export const fieldDescriptionId = (fieldId: string) => `${fieldId}-help`;

export function serverFieldErrors(state: ActionResult<string> | null): FieldErrors {
  return state && !state.ok ? (state.fieldErrors ?? {}) : {};
}

export function keepFields(errors: FieldErrors, fields: string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

export function focusFirstInvalid(
  form: HTMLFormElement,
  fields: readonly string[],
  errors: FieldErrors,
) {
  const first = fields.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  // The star rating is a group of radios: focus goes to its first one.
  const target = element instanceof RadioNodeList ? element[0] : element;
  if (target instanceof HTMLElement) target.focus();
}
