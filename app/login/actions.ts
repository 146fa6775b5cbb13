"use server";

import { redirect } from "next/navigation";
import type { AuthError } from "@supabase/supabase-js";

import { site } from "@/content/site";
import { authFailed as failed, handleAuthForm, type AuthResult } from "@/lib/actions/auth";
import { readAuthSettings } from "@/lib/auth/auth-settings";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { needsCode, readAssurance } from "@/lib/auth/second-factor";
import { returningTo, SECOND_FACTOR_LOGIN } from "@/lib/auth/second-factor-paths";
import { AUTH_ERROR_MESSAGES, authErrorCode, UPDATE_PASSWORD_VIEW } from "@/lib/auth/views";
import {
  claimLoginAttempt,
  claimMail,
  loginLimitMessage,
  type LoginClaim,
} from "@/lib/rate-limit/login";
import { requestOrigin } from "@/lib/request/request-origin";
import { authMessages } from "@/lib/schemas/auth-fields";
import {
  confirmLinkSchema,
  credentialsSchema,
  emailSchema,
  magicLinkSchema,
  newPasswordSchema,
  oauthSchema,
  secondFactorSchema,
  verifyOtpSchema,
} from "@/lib/schemas/auth.schema";
import type { SupabaseServerClient as Supabase } from "@/lib/supabase/server";

function succeeded(message: string, email: string): AuthResult {
  return { ok: true, message, values: { email } };
}

async function callbackUrl(next: string): Promise<string> {
  return `${await requestOrigin()}/auth/callback?${new URLSearchParams({ next })}`;
}

/** Only answers that mean a wrong secret count toward the login limit. */
const WRONG_GUESSES = new Set(["invalid_credentials", "otp_expired", "mfa_verification_failed"]);

/** Auth's own limit: it refuses even the right secret for a while, so people are told the way in. */
const AUTH_LIMITED = "over_request_rate_limit";

async function failedAttempt(
  error: AuthError,
  claim: Extract<LoginClaim, { refusal: null }>,
  email?: string,
): Promise<AuthResult> {
  if (!error.code || !WRONG_GUESSES.has(error.code)) await claim.release();
  return failed(error.code === AUTH_LIMITED ? loginLimitMessage : error.message, email);
}

/** Auth refused to send: nothing went, so the minute is given back. */
const MAIL_NOT_SENT = "over_email_send_rate_limit";

// Wrong codes after a password count per user, so a stolen password buys ten guesses in all; a
// session opened from the account's own mailbox counts alone, so those guesses never lock it out.
async function sessionAccount(supabase: Supabase): Promise<string | null> {
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return null;
  const byMailbox = (claims.amr ?? []).some(
    (entry) => typeof entry === "object" && MAILBOX_METHODS.has(String(entry.method)),
  );
  return byMailbox && claims.session_id ? `session:${claims.session_id}` : `user:${claims.sub}`;
}

const MAILBOX_METHODS = new Set(["otp", "magiclink", "email/signup", "recovery"]);

// The admin page a link asked for, after the authenticator's code when the account has one.
async function afterFirstFactor(supabase: Supabase, next?: string): Promise<string> {
  const landing = safeNextPath(next);
  return needsCode(await readAssurance(supabase))
    ? returningTo(SECOND_FACTOR_LOGIN, landing)
    : landing;
}

export async function signInAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(
    formData,
    credentialsSchema,
    async ({ email, password, next }, supabase) => {
      const claim = await claimLoginAttempt({ account: email });
      if (claim.refusal !== null) return failed(claim.refusal, email);
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) return failedAttempt(error, claim, email);
      await claim.release();
      redirect(await afterFirstFactor(supabase, next));
    },
  );
}

export async function signUpAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(formData, credentialsSchema, async ({ email, password }, supabase) => {
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: await callbackUrl(site.adminPath) },
    });
    if (error) return failed(error.message, email);
    // With confirmations on there is a user and no session yet: the e-mail link finishes it.
    if (data.user && !data.session) return succeeded(authMessages.signUpConfirm, email);
    // Confirmations off (a hosted project's choice): signed in at once; the dashboard decides access.
    redirect(site.adminPath);
  });
}

export async function forgottenPasswordAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(formData, emailSchema, async ({ email }, supabase) => {
    const mail = await claimMail(email);
    if (mail.refusal !== null) return failed(mail.refusal, email);
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: await callbackUrl(UPDATE_PASSWORD_VIEW),
    });
    if (error?.code === MAIL_NOT_SENT) await mail.release();
    return error ? failed(error.message, email) : succeeded(authMessages.resetSent, email);
  });
}

const NO_ACCOUNT_CODES = new Set(["otp_disabled", "signup_disabled", "user_not_found"]);

export async function magicLinkAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(formData, magicLinkSchema, async ({ email, next }, supabase) => {
    const mail = await claimMail(email);
    if (mail.refusal !== null) return failed(mail.refusal, email);
    const { error } = await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: await callbackUrl(safeNextPath(next)), shouldCreateUser: false },
    });
    if (error?.code === MAIL_NOT_SENT) await mail.release();
    // Auth refuses an address without an account: a stranger must not learn which are staff's.
    if (error && !NO_ACCOUNT_CODES.has(error.code ?? "")) return failed(error.message, email);
    return succeeded(authMessages.magicLinkSent, email);
  });
}

export async function verifyOtpAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(formData, verifyOtpSchema, async ({ email, token, next }, supabase) => {
    // The e-mailed code proves the mailbox: it has its own count, so a password locked by someone
    // else's guesses never blocks it (Auth also burns a code after a few wrong tries).
    const account = `mailbox:${email}`;
    const claim = await claimLoginAttempt({ account });
    if (claim.refusal !== null) return failed(claim.refusal, email);
    const { error } = await supabase.auth.verifyOtp({ email, token, type: "email" });
    if (error) return failedAttempt(error, claim, email);
    await claim.release();
    redirect(await afterFirstFactor(supabase, next));
  });
}

/** An e-mail link is spent here, on a press, never by the GET a mail scanner sends ahead. */
export async function confirmLinkAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(
    formData,
    confirmLinkSchema,
    async ({ token_hash, type, next }, supabase) => {
      const { error } = await supabase.auth.verifyOtp({ type, token_hash });
      if (error) return failed(AUTH_ERROR_MESSAGES[authErrorCode(error.code)]);
      redirect(type === "recovery" ? UPDATE_PASSWORD_VIEW : await afterFirstFactor(supabase, next));
    },
  );
}

/** The code may come from any of the account's authenticator apps, so each one is tried. */
export async function verifySecondFactorAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(formData, secondFactorSchema, async ({ code, next }, supabase) => {
    const account = await sessionAccount(supabase);
    if (!account) return failed(authMessages.sessionExpired);
    const claim = await claimLoginAttempt({ account });
    if (claim.refusal !== null) return failed(claim.refusal);
    const { data, error: listError } = await supabase.auth.mfa.listFactors();
    if (listError) {
      await claim.release();
      return failed(listError.message);
    }
    let lastError: AuthError | null = null;
    for (const factor of data.totp) {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      lastError = error;
      if (!error) break;
      if (error.code !== "mfa_verification_failed") break;
    }
    if (lastError) return failedAttempt(lastError, claim);
    // Verified, or no authenticator on the account (removed meanwhile): nothing more to prove.
    await claim.release();
    redirect(safeNextPath(next));
  });
}

/** Every session of the user ends because a password reset often follows a leak. */
export async function updatePasswordAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(formData, newPasswordSchema, async ({ password }, supabase) => {
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return failed(error.message);
    await supabase.auth.signOut({ scope: "global" });
    redirect("/login?view=sign_in&updated=1");
  });
}

/** GoTrue answers a disabled provider with a bare JSON error page, so its settings come first. */
export async function oauthAction(_previous: AuthResult | null, formData: FormData) {
  return handleAuthForm(formData, oauthSchema, async ({ provider }, supabase) => {
    if (!(await readAuthSettings()).providers[provider]) {
      return failed(authMessages.providerDisabled);
    }
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider,
      options: { redirectTo: await callbackUrl(site.adminPath), skipBrowserRedirect: true },
    });
    if (error) return failed(error.message);
    if (!data.url) return failed(authMessages.unsupportedProvider);
    redirect(data.url);
  });
}
