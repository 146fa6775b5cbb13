import type { ActionResult } from "./action-result";
import {
  authFields,
  authMessages,
  EMAIL_LINK_TYPES,
  OAUTH_PROVIDERS,
  type AuthKeptField,
} from "./auth-fields";
import { readTextFields } from "./form-fields";
import { fieldErrorsFromZod, z } from "./zod";

// The backend judges these values and shows its own message; here they are only cut to size.
const email = z.string().transform((value) => value.slice(0, 320).trim());
const password = z.string().transform((value) => value.slice(0, 1024));
const token = z.string().transform((value) => value.slice(0, 64).replace(/\s+/g, ""));

// `next` is only cut to size here: safeNextPath decides whether it is safe to follow.
const next = z.string().transform((value) => value.slice(0, 2048) || undefined);

export const credentialsSchema = z.object({ email, password, next });
export const emailSchema = z.object({ email });
export const magicLinkSchema = z.object({
  email: email.pipe(z.string().min(1, { error: authMessages.emptyEmail })),
  next,
});
export const verifyOtpSchema = z.object({ email, token, next });
export const newPasswordSchema = z.object({ password });
export const secondFactorSchema = z.object({ code: token, next });
export const confirmLinkSchema = z.object({
  token_hash: z.string().regex(/^[\w-]{1,256}$/, { error: authMessages.linkIncomplete }),
  type: z.enum(EMAIL_LINK_TYPES, { error: authMessages.linkIncomplete }),
  next,
});
export const oauthSchema = z.object({
  provider: z.enum(
    OAUTH_PROVIDERS.map((provider) => provider.id),
    { error: authMessages.unsupportedProvider },
  ),
});

export function parseAuthForm<Output>(
  schema: z.ZodType<Output>,
  formData: FormData,
): { success: true; data: Output } | { success: false; result: ActionResult<AuthKeptField> } {
  const raw = readTextFields(formData, authFields);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  const fieldErrors = fieldErrorsFromZod(parsed.error);
  const message = parsed.error.issues[0]?.message ?? "";
  const values = formData.has("email") ? { email: email.parse(raw.email) } : undefined;
  return { success: false, result: { ok: false, message, fieldErrors, ...(values && { values }) } };
}
