import type { FieldErrors } from "./action-result";
import { countCharacters, hasNoNulCharacter, readTextFields } from "./form-fields";
import { fieldErrorsFromZod, z } from "./zod";

import { contactLimits, contactFields, type ContactField } from "./contact-fields";

export { contactFields, type ContactField } from "./contact-fields";

const { name, email, message } = contactLimits;

export const contactSchema = z.object({
  name: z
    .string({ error: name.minMessage })
    .trim()
    .refine(hasNoNulCharacter, {
      error: "Name contains a character that is not allowed.",
      abort: true,
    })
    .refine((value) => countCharacters(value) >= name.min, { error: name.minMessage })
    .refine((value) => countCharacters(value) <= name.max, { error: name.maxMessage }),
  // The length check runs first, so an oversized address gets the length message, not the format one.
  email: z
    .string({ error: email.message })
    .trim()
    .max(email.max, { error: email.maxMessage })
    .pipe(z.email({ error: email.message })),
  message: z
    .string({ error: message.minMessage })
    .trim()
    .refine(hasNoNulCharacter, {
      error: "Message contains a character that is not allowed.",
      abort: true,
    })
    .refine((value) => countCharacters(value) >= message.min, { error: message.minMessage })
    .refine((value) => countCharacters(value) <= message.max, { error: message.maxMessage }),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactSizeLimits = {
  name: { max: name.max, maxMessage: name.maxMessage },
  email: { max: email.max, maxMessage: email.maxMessage },
  message: { max: message.max, maxMessage: message.maxMessage },
} satisfies Record<ContactField, { max: number; maxMessage: string }>;

/** The browser's check before sending: the field errors of a submitted form, none when valid. */
export function contactFormErrors(formData: FormData): FieldErrors {
  const result = contactSchema.safeParse(readTextFields(formData, contactFields));
  return result.success ? {} : fieldErrorsFromZod(result.error);
}
