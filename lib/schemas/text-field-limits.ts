export type TextFieldLimits<Optional extends boolean = boolean> = {
  readonly min: number;
  readonly max: number;
  // Optional: "" or no value passes, but anything typed must still fit `min` and `max`.
  readonly optional: Optional;
  readonly minMessage: string;
  readonly maxMessage: string;
  readonly notAllowedMessage: string;
};

// `max` should equal the database column's constraint, so what passes here is stored.
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
