import type { FieldErrors } from "./action-result";
import { readTextFields } from "./form-fields";
import * as z from "./zod-api";

// Without jitless, zod probes `new Function("")`, which the CSP (no 'unsafe-eval') reports as a
// violation on every page with a form. Schemas import zod from here, so this runs first.
z.config({ jitless: true });

export { z };

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) fieldErrors[field] = messages as string[];
  }
  return fieldErrors;
}

export function formErrorsWith(schema: z.ZodType, fields: readonly string[]) {
  return (formData: FormData): FieldErrors => {
    const result = schema.safeParse(readTextFields(formData, fields));
    return result.success ? {} : fieldErrorsFromZod(result.error);
  };
}
