import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

type Supabase = Pick<SupabaseClient<Database>, "auth" | "rpc">;

export type Assurance = {
  verified: boolean;
  enrolled: boolean;
};

// The database answers from the session behind the token and the apps the account confirmed (an
// app added with a password alone counts for nothing), never from the editable cookie.
export async function readAssurance(supabase: Supabase): Promise<Assurance | null> {
  const { data: sessionData } = await supabase.auth.getSession();
  if (!sessionData.session?.access_token) return null;
  const { data, error } = await supabase.rpc("second_factor_assurance");
  if (error) throw error;
  const answer = (data ?? {}) as Partial<Assurance>;
  return { verified: answer.verified === true, enrolled: answer.enrolled === true };
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
