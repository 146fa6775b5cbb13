import { z } from "./zod";

const secondFactorMessages = {
  code: "Enter the 6-digit code your authenticator app shows.",
  factor: "That authenticator app is no longer on this account. Reload the page.",
  name: "Keep the name under 60 characters.",
} as const;

const factorId = z.uuid({ error: secondFactorMessages.factor });

export const enrolSchema = z.object({
  name: z.string().trim().max(60, { error: secondFactorMessages.name }),
});
export const confirmEnrolmentSchema = z.object({
  factorId,
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: secondFactorMessages.code })),
});
export const removeFactorSchema = z.object({ factorId });
