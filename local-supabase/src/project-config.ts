import { existsSync, readFileSync } from "node:fs";

import { parse } from "smol-toml";

/**
 * What the embedded backend takes from supabase/config.toml, the one place these settings live:
 * a hosted project gets the same file through `supabase config push` (or the dashboard), and
 * `supabase start` reads it too. Defaults are the Supabase CLI's for a key the file leaves out.
 */
export type ProjectAuthConfig = {
  /** `[auth] enable_signup`: GoTrue's DISABLE_SIGNUP is its negation. */
  enableSignup: boolean;
  /**
   * `[auth.email] enable_signup`: despite its name the CLI maps it to GOTRUE_EXTERNAL_EMAIL_ENABLED,
   * the whole e-mail provider. Off, nobody can sign in with e-mail and password either.
   */
  emailProviderEnabled: boolean;
  siteUrl: string;
  additionalRedirectUrls: string[];
};

const DEFAULTS: ProjectAuthConfig = {
  enableSignup: true,
  emailProviderEnabled: true,
  siteUrl: "http://127.0.0.1:3000",
  additionalRedirectUrls: [],
};

type Table = Record<string, unknown>;

const table = (value: unknown): Table =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Table) : {};

function bool(value: unknown, fallback: boolean, key: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean")
    throw new Error(`supabase/config.toml: ${key} must be true or false`);
  return value;
}

/** Reads the [auth] settings; a missing file gives the CLI's defaults, a malformed one throws. */
export function readProjectAuthConfig(file: string): ProjectAuthConfig {
  if (!existsSync(file)) return { ...DEFAULTS };
  const auth = table(parse(readFileSync(file, "utf8")).auth);
  const email = table(auth.email);
  const urls = auth.additional_redirect_urls;
  return {
    enableSignup: bool(auth.enable_signup, DEFAULTS.enableSignup, "[auth] enable_signup"),
    emailProviderEnabled: bool(
      email.enable_signup,
      DEFAULTS.emailProviderEnabled,
      "[auth.email] enable_signup",
    ),
    siteUrl: typeof auth.site_url === "string" && auth.site_url ? auth.site_url : DEFAULTS.siteUrl,
    additionalRedirectUrls: Array.isArray(urls)
      ? urls.filter((u): u is string => typeof u === "string")
      : [],
  };
}
