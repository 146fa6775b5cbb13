// A person's data request, as staff type it on the admin privacy page: for its GET search, the
// JSON export and the erase action alike, so all three find the same person.

import { readTextFields } from "./form-fields";
import { textFieldLimits } from "./text-field-limits";
import { boundedText } from "./text-field.schema";
import { z } from "./zod";

/** The contact form stores at most this much address, so no longer one can be held. */
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

/** Either field may be left empty (null), not both: an empty query would match everyone. */
export const privacyRequestSchema = z
  .object({ email: optionalEmail, name: boundedText(privacyNameLimits) })
  .transform(({ email, name }) => ({ email: email || null, name: name || null }))
  .refine((query) => query.email !== null || query.name !== null, {
    error: PRIVACY_REQUEST_MESSAGES.nothingToSearch,
  });

const FIELDS = ["email", "name"] as const;

/** The two fields from a URL's query (first value of a repeated one) or from posted form data. */
export function readPrivacyRequest(
  source: FormData | Record<string, string | string[] | undefined>,
): Record<(typeof FIELDS)[number], string> {
  if (source instanceof FormData) return readTextFields(source, FIELDS);
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? "";
  return { email: first(source["email"]), name: first(source["name"]) };
}
