import { z } from "./zod";

const secondFactorMessages = {
  code: "Enter the 6-digit code your authenticator app shows.",
  factor: "That authenticator app is no longer on this account. Reload the page.",
  name: "Keep the name under 60 characters.",
  mailCode: "Enter the 6-digit code we e-mailed you.",
} as const;

const factorId = z.uuid({ error: secondFactorMessages.factor });

const sixDigits = (error: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error }));

// The e-mailed code is checked only where the account has no confirmed app yet (the action knows).
export const enrolSchema = z.object({
  name: z.string().trim().max(60, { error: secondFactorMessages.name }),
  mailCode: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^(?:\d{6})?$/, { error: secondFactorMessages.mailCode })),
});
export const sendMailCodeSchema = z.object({});
export const confirmEnrolmentSchema = z.object({
  factorId,
  code: sixDigits(secondFactorMessages.code),
});
export const removeFactorSchema = z.object({ factorId });
