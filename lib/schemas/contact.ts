import { z } from "zod";

import { countCharacters, type FormActionState, hasNoNulCharacter } from "./action-result";

/** Minima and messages from the spec (section 5); maxima equal the database constraints. */
export const contactLimits = {
  name: {
    min: 2,
    max: 100,
    minMessage: "Name must be at least 2 characters.",
    maxMessage: "Name must be at most 100 characters.",
  },
  email: {
    max: 254,
    message: "Please enter a valid email address.",
    maxMessage: "Email must be at most 254 characters.",
  },
  message: {
    min: 10,
    max: 5000,
    minMessage: "Message must be at least 10 characters.",
    maxMessage: "Message must be at most 5000 characters.",
  },
} as const;

export const contactFields = ["name", "email", "message"] as const;
export type ContactField = (typeof contactFields)[number];

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

/** What the contact form's server action returns to `useActionState`. */
export type ContactFormState = FormActionState<ContactField>;

export const contactSizeLimits = {
  name: { max: name.max, maxMessage: name.maxMessage },
  email: { max: email.max, maxMessage: email.maxMessage },
  message: { max: message.max, maxMessage: message.maxMessage },
} satisfies Record<ContactField, { max: number; maxMessage: string }>;
