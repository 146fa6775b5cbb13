import { countCharacters, hasNoNulCharacter } from "./form-fields";
import type { TextFieldLimits } from "./text-field-limits";
import { z } from "./zod";

// Bidirectional overrides and isolates can make a name read as someone else's address in a subject.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

function requiredText({
  min,
  max,
  optional,
  minMessage,
  maxMessage,
  notAllowedMessage,
  singleLine,
}: TextFieldLimits) {
  return z
    .string({ error: optional ? notAllowedMessage : minMessage })
    .overwrite((value) => {
      const text = value.replace(BIDI_CONTROLS, "");
      return singleLine
        ? text.replace(/[\r\n\t\v\f\u2028\u2029]+/g, " ").replace(/ {2,}/g, " ")
        : text;
    })
    .trim()
    .refine(hasNoNulCharacter, { error: notAllowedMessage, abort: true })
    .refine((value) => (optional && value === "") || countCharacters(value) >= min, {
      error: minMessage,
    })
    .refine((value) => countCharacters(value) <= max, { error: maxMessage });
}

type BoundedText<Optional extends boolean> = Optional extends true
  ? z.ZodOptional<ReturnType<typeof requiredText>>
  : ReturnType<typeof requiredText>;

export function boundedText<Optional extends boolean>(
  limits: TextFieldLimits<Optional>,
): BoundedText<Optional> {
  const text = requiredText(limits);
  return (limits.optional ? text.optional() : text) as BoundedText<Optional>;
}
