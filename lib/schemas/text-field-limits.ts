// A bounded text field's limits and messages without zod, so a form's first load can carry them;
// text-field.schema.ts turns them into the zod check the server (and the focused form) runs.

export type TextFieldLimits<Optional extends boolean = boolean> = {
  readonly min: number;
  readonly max: number;
  /**
   * An optional field accepts "" (nothing typed) and no value at all; anything typed must fit
   * `min` and `max`.
   */
  readonly optional: Optional;
  readonly minMessage: string;
  readonly maxMessage: string;
  readonly notAllowedMessage: string;
};

/**
 * One text field's limits, its messages written from its label: "Name must be at least 2
 * characters.", "Name must be at most 100 characters.", "Name contains a character that is not
 * allowed.". `minMessage` replaces the first where a form words it otherwise. The maximum
 * should equal the database column's constraint, so what passes here is stored.
 */
export function textFieldLimits<Optional extends boolean = false>(
  label: string,
  {
    min = 0,
    max,
    optional,
    minMessage = `${label} must be at least ${min} characters.`,
  }: { min?: number; max: number; optional?: Optional; minMessage?: string },
): TextFieldLimits<Optional> {
  return {
    min,
    max,
    optional: (optional ?? false) as Optional,
    minMessage,
    maxMessage: `${label} must be at most ${max} characters.`,
    notAllowedMessage: `${label} contains a character that is not allowed.`,
  };
}
