import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

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
  /** `[auth.email.notification.<name>]`: the security e-mails GoTrue sends the account's owner. */
  notifications: Record<NotificationName, NotificationSetting>;
  /** `[auth.email.template.<name>]`: the subject and body of the link and code e-mails. */
  templates: Partial<Record<TemplateName, EmailTemplate>>;
  /** `[auth.email] max_frequency`: the least time between two link or code e-mails to one user. */
  emailMaxFrequencyMs: number;
};

const TEMPLATE_NAMES = ["confirmation", "invite", "magic_link", "recovery"] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
/** A null subject or content leaves GoTrue's default. */
export type EmailTemplate = { subject: string | null; content: string | null };

const NOTIFICATION_NAMES = [
  "password_changed",
  "mfa_factor_enrolled",
  "mfa_factor_unenrolled",
] as const;
export type NotificationName = (typeof NOTIFICATION_NAMES)[number];
/** Off unless `enabled`; a null subject or content leaves GoTrue's default. */
export type NotificationSetting = {
  enabled: boolean;
  subject: string | null;
  /** The file at `content_path`, which the CLI resolves against the supabase/ folder. */
  content: string | null;
};

const OFF: NotificationSetting = { enabled: false, subject: null, content: null };

const DEFAULTS: ProjectAuthConfig = {
  enableSignup: true,
  emailProviderEnabled: true,
  siteUrl: "http://127.0.0.1:3000",
  additionalRedirectUrls: [],
  notifications: {
    password_changed: OFF,
    mfa_factor_enrolled: OFF,
    mfa_factor_unenrolled: OFF,
  },
  templates: {},
  emailMaxFrequencyMs: 1000,
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

/** As the CLI: an enabled notification's content_path must be readable, a disabled one is ignored. */
function notification(value: unknown, name: NotificationName, dir: string): NotificationSetting {
  const entry = table(value);
  const key = `[auth.email.notification.${name}]`;
  if (!bool(entry.enabled, false, `${key} enabled`)) return OFF;
  const subject = typeof entry.subject === "string" && entry.subject ? entry.subject : null;
  const contentPath = typeof entry.content_path === "string" ? entry.content_path : "";
  if (!contentPath) return { enabled: true, subject, content: null };
  const file = path.resolve(dir, contentPath);
  if (!existsSync(file))
    throw new Error(`supabase/config.toml: ${key} content_path ${file} not found`);
  return { enabled: true, subject, content: readFileSync(file, "utf8") };
}

/** As the CLI: a template's content_path must be readable. */
function template(value: unknown, name: TemplateName, dir: string): EmailTemplate | null {
  const entry = table(value);
  if (Object.keys(entry).length === 0) return null;
  const subject = typeof entry.subject === "string" && entry.subject ? entry.subject : null;
  const contentPath = typeof entry.content_path === "string" ? entry.content_path : "";
  if (!contentPath) return { subject, content: null };
  const file = path.resolve(dir, contentPath);
  if (!existsSync(file))
    throw new Error(
      `supabase/config.toml: [auth.email.template.${name}] content_path ${file} not found`,
    );
  return { subject, content: readFileSync(file, "utf8") };
}

/** Reads the [auth] settings; a missing file gives the CLI's defaults, a malformed one throws. */
export function readProjectAuthConfig(file: string): ProjectAuthConfig {
  if (!existsSync(file)) return { ...DEFAULTS };
  const auth = table(parse(readFileSync(file, "utf8")).auth);
  const email = table(auth.email);
  const notifications = table(email.notification);
  const templates = table(email.template);
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
    notifications: Object.fromEntries(
      NOTIFICATION_NAMES.map((name) => [
        name,
        notification(notifications[name], name, path.dirname(file)),
      ]),
    ) as Record<NotificationName, NotificationSetting>,
    templates: Object.fromEntries(
      TEMPLATE_NAMES.flatMap((name) => {
        const found = template(templates[name], name, path.dirname(file));
        return found ? [[name, found]] : [];
      }),
    ),
    emailMaxFrequencyMs:
      email.max_frequency === undefined
        ? DEFAULTS.emailMaxFrequencyMs
        : goDuration(email.max_frequency, "[auth.email] max_frequency"),
  };
}

/** A Go duration as the CLI writes one: "60s", "1m0s", "1h". */
export function goDuration(value: unknown, key: string): number {
  const match =
    typeof value === "string" ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(value) : null;
  if (!match || value === "")
    throw new Error(`${key} must be a duration such as "60s", not ${String(value)}`);
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Math.round(((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000);
}
