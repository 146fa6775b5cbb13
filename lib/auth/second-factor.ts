import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

/** Any of the app's server clients (the request's, or the proxy's): only its auth is used. */
type Supabase = Pick<SupabaseClient, "auth">;

export type Assurance = {
  /** The session proved a second factor (aal2). */
  verified: boolean;
  /** The account has a verified factor, so aal2 is the level it must reach. */
  enrolled: boolean;
};

/**
 * The session's assurance level, decided by supabase-js's getAuthenticatorAssuranceLevel. It is
 * handed the access token so the account's factors come from the Auth server (GET /user, which
 * also checks the token), never from the session cookie, which the browser holds and could edit.
 * Null without a session; throws when the Auth server cannot answer.
 */
export async function readAssurance(supabase: Supabase): Promise<Assurance | null> {
  const { data: sessionData } = await supabase.auth.getSession();
  const token = sessionData.session?.access_token;
  if (!token) return null;
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel(token);
  if (error) throw error;
  return { verified: data.currentLevel === "aal2", enrolled: data.nextLevel === "aal2" };
}

/** Signed in with one factor on an account that has a second: only the code view may follow. */
export const needsCode = (assurance: Assurance | null) =>
  assurance !== null && assurance.enrolled && !assurance.verified;

export type AuthenticatorApp = { id: string; name: string | null; addedAt: string };

/** The account's verified authenticator apps, from the Auth server. */
export async function listAuthenticatorApps(supabase: Supabase): Promise<AuthenticatorApp[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.map((factor) => ({
    id: factor.id,
    name: factor.friendly_name || null,
    addedAt: factor.created_at,
  }));
}
