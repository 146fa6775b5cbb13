/**
 * The login screen's views (spec, section 4) and their texts. The labels follow Supabase's Auth
 * UI, which staff who have used Supabase will recognise; the success texts are the spec's.
 */
export const AUTH_VIEWS = [
  "sign_in",
  "sign_up",
  "forgotten_password",
  "magic_link",
  "update_password",
  "verify_otp",
] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export function parseAuthView(raw: string | string[] | undefined): AuthView {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (AUTH_VIEWS as readonly string[]).includes(value ?? "") ? (value as AuthView) : "sign_in";
}

export const OAUTH_PROVIDERS = [
  { id: "google", label: "Sign in with Google" },
  { id: "github", label: "Sign in with GitHub" },
] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number]["id"];

export const authMessages = {
  signUpConfirm: "Check your email for the confirmation link",
  magicLinkSent: "Check your email for the magic link",
  resetSent: "Check your email for the password reset link",
  passwordUpdated: "Your password has been updated",
  /** The spec leaves this text open; Supabase Auth UI's own wording. */
  emptyEmail: "Email address can not be empty",
  unreachable: "The sign-in service is not reachable. Please try again.",
} as const;

export const viewTexts: Record<AuthView, { heading: string; button: string; pending: string }> = {
  sign_in: { heading: "Sign in", button: "Sign in", pending: "Signing in ..." },
  sign_up: { heading: "Create an account", button: "Sign up", pending: "Signing up ..." },
  forgotten_password: {
    heading: "Reset your password",
    button: "Send reset password instructions",
    pending: "Sending reset instructions ...",
  },
  magic_link: { heading: "Sign in with a magic link", button: "Send Magic Link", pending: "Sending Magic Link ..." },
  update_password: { heading: "Choose a new password", button: "Update password", pending: "Updating password ..." },
  verify_otp: { heading: "Enter your code", button: "Verify token", pending: "Signing in ..." },
};

/** What a login action hands back: the backend's error, or a success notice, and the e-mail typed. */
export type AuthActionState = null | { error?: string; message?: string; email?: string };
