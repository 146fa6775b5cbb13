import { countCharacters, hasNoNulCharacter } from "./form-fields";
import type { TextFieldLimits } from "./text-field-limits";
import { z } from "./zod";

/**
 * The zod check for a text field declared with textFieldLimits: trimmed, no NUL character (the
 * one Postgres text refuses), then at least `min` and at most `max` characters as Postgres counts
 * them. A required field that is not a string at all gets the minimum's message, as an empty one.
 */
export function boundedText(limits: TextFieldLimits) {
  const { min, max, optional, minMessage, maxMessage, notAllowedMessage } = limits;
  return z
    .string({ error: optional ? notAllowedMessage : minMessage })
    .trim()
    .refine(hasNoNulCharacter, { error: notAllowedMessage, abort: true })
    .refine((value) => (optional && value === "") || countCharacters(value) >= min, {
      error: minMessage,
    })
    .refine((value) => countCharacters(value) <= max, { error: maxMessage });
}
