// The login screen's inputs and texts without zod, for the login page's first load.

export const OAUTH_PROVIDERS = [
  { id: "google", label: "Sign in with Google" },
  { id: "github", label: "Sign in with GitHub" },
] as const;

/** The login views' success texts. */
export const authMessages = {
  signUpConfirm: "Check your email for the confirmation link",
  magicLinkSent: "Check your email for the magic link",
  resetSent: "Check your email for the password reset link",
  passwordUpdated: "Your password has been updated",
  /** Supabase Auth UI's own wording. */
  emptyEmail: "Email address can not be empty",
  /** GoTrue's own answer to a provider it does not know. */
  unsupportedProvider: "Unsupported provider",
  providerDisabled: "Unsupported provider: provider is not enabled",
  unreachable: "The sign-in service is not reachable. Please try again.",
} as const;

/** Everything the login forms post; what a view does not show reads as "". */
export const authFields = ["email", "password", "token", "provider", "code", "next"] as const;

/** What a login action sends back to keep in its form. */
export type AuthKeptField = "email";
