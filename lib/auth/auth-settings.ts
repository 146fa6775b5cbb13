import "server-only";

import { readSupabasePublicEnv } from "@/lib/env";

/** What Supabase Auth's public `GET /settings` says this project allows. */
export type AuthSettings = { signUpOpen: boolean; providers: Readonly<Record<string, boolean>> };

export async function readAuthSettings(): Promise<AuthSettings> {
  const { url, publishableKey } = readSupabasePublicEnv();
  const response = await fetch(`${url}/auth/v1/settings`, {
    headers: { apikey: publishableKey },
    signal: AbortSignal.timeout(5_000),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`Auth settings answered ${response.status}`);
  const settings = (await response.json()) as {
    disable_signup?: boolean;
    external?: Record<string, boolean>;
  };
  return { signUpOpen: settings.disable_signup !== true, providers: settings.external ?? {} };
}
