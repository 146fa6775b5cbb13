// No zod here: the login page's first load carries this file.

export const OAUTH_PROVIDERS = [
  { id: "google", label: "Sign in with Google" },
  { id: "github", label: "Sign in with GitHub" },
] as const;

export const authMessages = {
  signUpConfirm: "Check your email for the confirmation link",
  magicLinkSent: "Check your email for the magic link",
  resetSent: "Check your email for the password reset link",
  passwordUpdated: "Your password has been updated",
  // Supabase Auth UI's own wording, "can not" included.
  emptyEmail: "Email address can not be empty",
  unsupportedProvider: "Unsupported provider",
  providerDisabled: "Unsupported provider: provider is not enabled",
  unreachable: "The sign-in service is not reachable. Please try again.",
  sessionExpired: "Your sign-in has expired. Please sign in again.",
  linkIncomplete: "The link is invalid or incomplete.",
} as const;

export const authFields = [
  "email",
  "password",
  "token",
  "provider",
  "code",
  "next",
  "token_hash",
  "type",
] as const;

// The kinds of e-mail link that carry a token hash to /auth/confirm.
export const EMAIL_LINK_TYPES = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
] as const;

export type AuthKeptField = "email";
