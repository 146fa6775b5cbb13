import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

type Supabase = Pick<SupabaseClient, "auth">;

export type Assurance = {
  verified: boolean;
  enrolled: boolean;
};

// Handed the token so the factors come from the Auth server, never from the editable cookie.
export async function readAssurance(supabase: Supabase): Promise<Assurance | null> {
  const { data: sessionData } = await supabase.auth.getSession();
  const token = sessionData.session?.access_token;
  if (!token) return null;
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel(token);
  if (error) throw error;
  return { verified: data.currentLevel === "aal2", enrolled: data.nextLevel === "aal2" };
}

export const needsCode = (assurance: Assurance | null) =>
  assurance !== null && assurance.enrolled && !assurance.verified;

export type AuthenticatorApp = { id: string; name: string | null; addedAt: string };

export async function listAuthenticatorApps(supabase: Supabase): Promise<AuthenticatorApp[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.map((factor) => ({
    id: factor.id,
    name: factor.friendly_name || null,
    addedAt: factor.created_at,
  }));
}
