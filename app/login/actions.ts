"use server";

import { redirect } from "next/navigation";

import { site } from "@/content/site";
import { requestOrigin } from "@/lib/auth/request-origin";
import { authMessages, OAUTH_PROVIDERS, type AuthActionState } from "@/lib/auth/views";
import { readSupabasePublicEnv } from "@/lib/supabase/env";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The login screen's actions. Each passes the visitor's input to Supabase Auth and shows its
 * answer: the backend's error message in the danger box (spec, section 8), or the success text.
 * E-mail links come back through /auth/callback (PKCE: the code verifier is in a cookie set here).
 */

function field(formData: FormData, name: string, max: number): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

const readEmail = (formData: FormData) => field(formData, "email", 320).trim();
const readPassword = (formData: FormData) => field(formData, "password", 1024);

async function callbackUrl(next: string): Promise<string> {
  return `${await requestOrigin()}/auth/callback?${new URLSearchParams({ next })}`;
}

/** An unreachable backend throws inside supabase-js; the visitor gets a sentence, not a crash. */
async function attempt(
  email: string,
  run: () => Promise<AuthActionState>,
): Promise<AuthActionState> {
  try {
    return await run();
  } catch (error) {
    console.error("Auth request failed:", error);
    return { error: authMessages.unreachable, email };
  }
}

export async function signInAction(
  _prev: AuthActionState,
  formData: FormData,
): Promise<AuthActionState> {
  const email = readEmail(formData);
  const result = await attempt(email, async () => {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signInWithPassword({
      email,
      password: readPassword(formData),
    });
    return error ? { error: error.message, email } : null;
  });
  if (result) return result;
  redirect(site.adminPath);
}

export async function signUpAction(
  _prev: AuthActionState,
  formData: FormData,
): Promise<AuthActionState> {
  const email = readEmail(formData);
  const result = await attempt(email, async () => {
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: readPassword(formData),
      options: { emailRedirectTo: await callbackUrl(site.adminPath) },
    });
    if (error) return { error: error.message, email };
    // With confirmations on there is a user and no session yet: the e-mail link finishes it.
    if (data.user && !data.session) return { message: authMessages.signUpConfirm, email };
    return null;
  });
  if (result) return result;
  // Confirmations off (a hosted project's choice): signed in at once; the dashboard decides access.
  redirect(site.adminPath);
}

export async function forgottenPasswordAction(
  _prev: AuthActionState,
  formData: FormData,
): Promise<AuthActionState> {
  const email = readEmail(formData);
  return attempt(email, async () => {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: await callbackUrl("/login?view=update_password"),
    });
    return error ? { error: error.message, email } : { message: authMessages.resetSent, email };
  });
}

export async function magicLinkAction(
  _prev: AuthActionState,
  formData: FormData,
): Promise<AuthActionState> {
  const email = readEmail(formData);
  if (!email) return { error: authMessages.emptyEmail, email };
  return attempt(email, async () => {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: await callbackUrl(site.adminPath) },
    });
    return error ? { error: error.message, email } : { message: authMessages.magicLinkSent, email };
  });
}

export async function verifyOtpAction(
  _prev: AuthActionState,
  formData: FormData,
): Promise<AuthActionState> {
  const email = readEmail(formData);
  const token = field(formData, "token", 64).replace(/\s+/g, "");
  const result = await attempt(email, async () => {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.verifyOtp({ email, token, type: "email" });
    return error ? { error: error.message, email } : null;
  });
  if (result) return result;
  redirect(site.adminPath);
}

/**
 * After a new password is set, every session of the user ends (a reset often follows a leak)
 * and the screen moves to sign_in, as the spec's user-updated event does, saying so.
 */
export async function updatePasswordAction(
  _prev: AuthActionState,
  formData: FormData,
): Promise<AuthActionState> {
  const result = await attempt("", async () => {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.updateUser({ password: readPassword(formData) });
    if (error) return { error: error.message };
    await supabase.auth.signOut({ scope: "global" });
    return null;
  });
  if (result) return result;
  redirect("/login?view=sign_in&updated=1");
}

/**
 * OAuth needs the provider to be enabled in the Supabase project. GoTrue answers a disabled one
 * with a bare JSON error page, so the settings are checked first and the message shown here.
 */
export async function oauthAction(
  _prev: AuthActionState,
  formData: FormData,
): Promise<AuthActionState> {
  const provider = OAUTH_PROVIDERS.find((p) => p.id === formData.get("provider"))?.id;
  if (!provider) return { error: "Unsupported provider" };
  let url: string | null = null;
  const result = await attempt("", async () => {
    const { url: apiUrl, publishableKey } = readSupabasePublicEnv();
    const response = await fetch(`${apiUrl}/auth/v1/settings`, {
      headers: { apikey: publishableKey },
      signal: AbortSignal.timeout(5_000),
      cache: "no-store",
    });
    const settings = (await response.json()) as { external?: Record<string, boolean> };
    if (!settings.external?.[provider])
      return { error: "Unsupported provider: provider is not enabled" };
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider,
      options: { redirectTo: await callbackUrl(site.adminPath), skipBrowserRedirect: true },
    });
    if (error) return { error: error.message };
    url = data.url;
    return null;
  });
  if (result || !url) return result ?? { error: "Unsupported provider" };
  redirect(url);
}
