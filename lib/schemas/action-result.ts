import { z } from "zod";

// No compiled parsers: zod otherwise probes `new Function("")` on first parse, which the site's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation and an error in the browser
// console on every page with a form, even though zod catches the refusal.
z.config({ jitless: true });

export * from "./form-fields";

import type { FieldErrors } from "./form-fields";

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) fieldErrors[field] = messages as string[];
  }
  return fieldErrors;
}
