// One parser for the search, the export and the erase action, so all three find the same person.

import { readTextFields } from "./form-fields";
import { textFieldLimits } from "./text-field-limits";
import { boundedText } from "./text-field.schema";
import { z } from "./zod";

export const PRIVACY_EMAIL_MAX = 254;

export const privacyNameLimits = textFieldLimits("Name", { min: 2, max: 100, optional: true });

export const PRIVACY_REQUEST_MESSAGES = {
  nothingToSearch: "Enter the person's e-mail address, their name, or both.",
  email: "Enter a valid e-mail address, such as name@example.com.",
  emailTooLong: `An e-mail address has at most ${PRIVACY_EMAIL_MAX} characters.`,
} as const;

const emailFormat = z.email();

const optionalEmail = z
  .string({ error: PRIVACY_REQUEST_MESSAGES.email })
  .trim()
  .max(PRIVACY_EMAIL_MAX, { error: PRIVACY_REQUEST_MESSAGES.emailTooLong })
  .refine((value) => value === "" || emailFormat.safeParse(value).success, {
    error: PRIVACY_REQUEST_MESSAGES.email,
  })
  .optional();

// Never both empty: an empty query would match everyone.
// "whole": only reviews under exactly this name (any case), to tell apart people a part matches.
export const privacyRequestSchema = z
  .object({
    email: optionalEmail,
    name: boundedText(privacyNameLimits),
    whole: z.string().optional(),
  })
  .transform(({ email, name, whole }) => ({
    email: email || null,
    name: name || null,
    wholeName: Boolean(name) && whole === "1",
  }))
  .refine((query) => query.email !== null || query.name !== null, {
    error: PRIVACY_REQUEST_MESSAGES.nothingToSearch,
  });

const FIELDS = ["email", "name", "whole"] as const;

export function readPrivacyRequest(
  source: FormData | Record<string, string | string[] | undefined>,
): Record<(typeof FIELDS)[number], string> {
  if (source instanceof FormData) return readTextFields(source, FIELDS);
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? "";
  return {
    email: first(source["email"]),
    name: first(source["name"]),
    whole: first(source["whole"]),
  };
}
