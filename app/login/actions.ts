"use server";

import { redirect, unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import { site } from "@/content/site";
import { requestOrigin } from "@/lib/auth/request-origin";
import type { ActionResult } from "@/lib/schemas/action-result";
import {
  credentialsSchema,
  emailSchema,
  magicLinkSchema,
  newPasswordSchema,
  oauthSchema,
  parseAuthForm,
  verifyOtpSchema,
} from "@/lib/schemas/auth";
import { authMessages, type AuthKeptField } from "@/lib/schemas/auth-fields";
import { readSupabasePublicEnv } from "@/lib/env";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The login screen's actions. Each passes the visitor's input to Supabase Auth and shows its
 * answer: the backend's error message in the danger box (spec, section 8), or the success text.
 * E-mail links come back through /auth/callback (PKCE: the code verifier is in a cookie set here).
 */

type AuthResult = ActionResult<AuthKeptField>;
type Supabase = Awaited<ReturnType<typeof createSupabaseServerClient>>;

function failed(message: string, email?: string): AuthResult {
  return { ok: false, message, ...(email === undefined ? {} : { values: { email } }) };
}

function succeeded(message: string, email: string): AuthResult {
  return { ok: true, message, values: { email } };
}

async function callbackUrl(next: string): Promise<string> {
  return `${await requestOrigin()}/auth/callback?${new URLSearchParams({ next })}`;
}

/**
 * supabase-js answers most failures with an error, whose message is shown; whatever throws instead
 * (no client can be made, the settings request fails) gets a sentence, not a crash. A redirect
 * thrown by `run` goes through.
 */
async function authenticate<Input extends object>(
  formData: FormData,
  schema: z.ZodType<Input>,
  run: (input: Input, supabase: Supabase) => Promise<AuthResult>,
): Promise<AuthResult> {
  const parsed = parseAuthForm(schema, formData);
  if (!parsed.success) return parsed.result;
  try {
    return await run(parsed.data, await createSupabaseServerClient());
  } catch (error) {
    unstable_rethrow(error);
    console.error("Auth request failed:", error);
    const { data } = parsed;
    return failed(
      authMessages.unreachable,
      "email" in data && typeof data.email === "string" ? data.email : undefined,
    );
  }
}

export async function signInAction(_previous: AuthResult | null, formData: FormData) {
  return authenticate(formData, credentialsSchema, async ({ email, password }, supabase) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) return failed(error.message, email);
    redirect(site.adminPath);
  });
}

export async function signUpAction(_previous: AuthResult | null, formData: FormData) {
  return authenticate(formData, credentialsSchema, async ({ email, password }, supabase) => {
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
  return authenticate(formData, emailSchema, async ({ email }, supabase) => {
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: await callbackUrl("/login?view=update_password"),
    });
    return error ? failed(error.message, email) : succeeded(authMessages.resetSent, email);
  });
}

export async function magicLinkAction(_previous: AuthResult | null, formData: FormData) {
  return authenticate(formData, magicLinkSchema, async ({ email }, supabase) => {
    const { error } = await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: await callbackUrl(site.adminPath) },
    });
    return error ? failed(error.message, email) : succeeded(authMessages.magicLinkSent, email);
  });
}

export async function verifyOtpAction(_previous: AuthResult | null, formData: FormData) {
  return authenticate(formData, verifyOtpSchema, async ({ email, token }, supabase) => {
    const { error } = await supabase.auth.verifyOtp({ email, token, type: "email" });
    if (error) return failed(error.message, email);
    redirect(site.adminPath);
  });
}

/**
 * After a new password is set, every session of the user ends (a reset often follows a leak)
 * and the screen moves to sign_in, as the spec's user-updated event does, saying so.
 */
export async function updatePasswordAction(_previous: AuthResult | null, formData: FormData) {
  return authenticate(formData, newPasswordSchema, async ({ password }, supabase) => {
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return failed(error.message);
    await supabase.auth.signOut({ scope: "global" });
    redirect("/login?view=sign_in&updated=1");
  });
}

/**
 * OAuth needs the provider to be enabled in the Supabase project. GoTrue answers a disabled one
 * with a bare JSON error page, so the settings are checked first and the message shown here.
 */
export async function oauthAction(_previous: AuthResult | null, formData: FormData) {
  return authenticate(formData, oauthSchema, async ({ provider }, supabase) => {
    const { url: apiUrl, publishableKey } = readSupabasePublicEnv();
    const response = await fetch(`${apiUrl}/auth/v1/settings`, {
      headers: { apikey: publishableKey },
      signal: AbortSignal.timeout(5_000),
      cache: "no-store",
    });
    const settings = (await response.json()) as { external?: Record<string, boolean> };
    if (!settings.external?.[provider]) return failed(authMessages.providerDisabled);
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider,
      options: { redirectTo: await callbackUrl(site.adminPath), skipBrowserRedirect: true },
    });
    if (error) return failed(error.message);
    if (!data.url) return failed(authMessages.unsupportedProvider);
    redirect(data.url);
  });
}
