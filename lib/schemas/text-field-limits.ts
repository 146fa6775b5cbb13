export type TextFieldLimits<Optional extends boolean = boolean> = {
  readonly min: number;
  readonly max: number;
  // Optional: "" or no value passes, but anything typed must still fit `min` and `max`.
  readonly optional: Optional;
  readonly minMessage: string;
  readonly maxMessage: string;
  readonly notAllowedMessage: string;
  // A name or a project is one line: a line break in it could stage a notice in a staff e-mail.
  readonly singleLine: boolean;
};

// `max` should equal the database column's constraint, so what passes here is stored.
export function textFieldLimits<Optional extends boolean = false>(
  label: string,
  {
    min = 0,
    max,
    optional,
    minMessage = `${label} must be at least ${min} characters.`,
    singleLine = false,
  }: {
    min?: number;
    max: number;
    optional?: Optional;
    minMessage?: string;
    singleLine?: boolean;
  },
): TextFieldLimits<Optional> {
  return {
    min,
    max,
    optional: (optional ?? false) as Optional,
    minMessage,
    maxMessage: `${label} must be at most ${max} characters.`,
    notAllowedMessage: `${label} contains a character that is not allowed.`,
    singleLine,
  };
}
