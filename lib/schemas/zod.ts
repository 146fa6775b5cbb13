import type { FieldErrors } from "./action-result";
import { readTextFields } from "./form-fields";
import * as z from "./zod-api";

// No compiled parsers: zod otherwise probes `new Function("")` on first parse, which the site's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation and an error in the browser
// console on every page with a form, even though zod catches the refusal. Every schema module
// imports zod from here, so the setting is in place before any schema is built.
z.config({ jitless: true });

export { z };

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) fieldErrors[field] = messages as string[];
  }
  return fieldErrors;
}

/** A form's check in the browser before sending: the field errors of a submitted form, none when valid. */
export function formErrorsWith(schema: z.ZodType, fields: readonly string[]) {
  return (formData: FormData): FieldErrors => {
    const result = schema.safeParse(readTextFields(formData, fields));
    return result.success ? {} : fieldErrorsFromZod(result.error);
  };
}
