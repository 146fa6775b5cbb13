import { authMessages } from "@/lib/schemas/auth-fields";

// The views and labels follow Supabase's Auth UI, which staff may already know.
export const AUTH_VIEWS = [
  "sign_in",
  "sign_up",
  "forgotten_password",
  "magic_link",
  "update_password",
  "verify_otp",
  "mfa_challenge",
  "confirm_link",
] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

/** Where a password-reset link lands once verified. */
export const UPDATE_PASSWORD_VIEW = "/login?view=update_password";

export function parseAuthView(raw: string | string[] | undefined): AuthView {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (AUTH_VIEWS as readonly string[]).includes(value ?? "") ? (value as AuthView) : "sign_in";
}

// Only these texts, whatever the URL says: a crafted link cannot put its own words in the alert.
export const AUTH_ERROR_MESSAGES = {
  otp_expired: "That link has expired. Ask for a new one.",
  flow_state_expired: "That link has expired. Ask for a new one.",
  flow_state_not_found: "That link has already been used or is no longer valid. Ask for a new one.",
  bad_code_verifier: "Open the link in the browser where you asked for it, or ask for a new one.",
  pkce_code_verifier_not_found:
    "Open the link in the browser where you asked for it, or ask for a new one.",
  validation_failed: authMessages.linkIncomplete,
  access_denied: "Sign-in was cancelled or refused. Please try again.",
  bad_oauth_state: "Sign-in with that provider did not complete. Please try again.",
  bad_oauth_callback: "Sign-in with that provider did not complete. Please try again.",
  provider_disabled: authMessages.providerDisabled,
  invalid_credentials: "Invalid login credentials",
  email_not_confirmed: "Email not confirmed",
  user_banned: "This account is blocked.",
  signup_disabled: "Sign-ups are closed.",
  temporarily_unavailable: authMessages.unreachable,
  link_incomplete: authMessages.linkIncomplete,
  code_missing: "The sign-in link is missing its code.",
  unreachable: authMessages.unreachable,
  unexpected_failure: "Sign-in failed. Please try again.",
  session_expired: authMessages.sessionExpired,
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

function isAuthErrorCode(value: string | null | undefined): value is AuthErrorCode {
  return typeof value === "string" && Object.hasOwn(AUTH_ERROR_MESSAGES, value);
}

export function authErrorCode(...candidates: Array<string | null | undefined>): AuthErrorCode {
  return candidates.find(isAuthErrorCode) ?? "unexpected_failure";
}

export function authErrorMessage(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (isAuthErrorCode(raw)) return AUTH_ERROR_MESSAGES[raw];
  // Links made before the codes carry the message itself.
  const messages: readonly string[] = Object.values(AUTH_ERROR_MESSAGES);
  return messages.includes(raw) ? raw : AUTH_ERROR_MESSAGES.unexpected_failure;
}

export const viewTexts: Record<AuthView, { heading: string; button: string; pending: string }> = {
  sign_in: { heading: "Sign in", button: "Sign in", pending: "Signing in ..." },
  sign_up: { heading: "Create an account", button: "Sign up", pending: "Signing up ..." },
  forgotten_password: {
    heading: "Reset your password",
    button: "Send reset password instructions",
    pending: "Sending reset instructions ...",
  },
  magic_link: {
    heading: "Sign in with a magic link",
    button: "Send Magic Link",
    pending: "Sending Magic Link ...",
  },
  update_password: {
    heading: "Choose a new password",
    button: "Update password",
    pending: "Updating password ...",
  },
  verify_otp: {
    heading: "Enter your code",
    button: "Sign in with the code",
    pending: "Signing in ...",
  },
  mfa_challenge: {
    heading: "Enter the code from your authenticator app",
    button: "Verify code",
    pending: "Verifying ...",
  },
  confirm_link: {
    heading: "Continue with your e-mail link",
    button: "Continue",
    pending: "Checking the link ...",
  },
};
