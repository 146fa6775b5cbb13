import { contactFields, contactLimits } from "./contact-limits";
import { sizeLimitsOf } from "./form-fields";
import { boundedText } from "./text-field.schema";
import { formErrorsWith, z } from "./zod";

const { name, email, message } = contactLimits;

export const contactSchema = z.object({
  name: boundedText(name),
  // The length check runs first, so an oversized address gets the length message, not the format one.
  email: z
    .string({ error: email.message })
    .trim()
    .max(email.max, { error: email.maxMessage })
    .pipe(z.email({ error: email.message })),
  message: boundedText(message),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactSizeLimits = sizeLimitsOf(contactLimits, {});

export const contactFormErrors = formErrorsWith(contactSchema, contactFields);
