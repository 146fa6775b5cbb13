import path from "node:path";

import {
  LOCAL_ANON_KEY,
  LOCAL_HOST,
  LOCAL_JWT_SECRET,
  LOCAL_PORT,
  LOCAL_SERVICE_ROLE_KEY,
} from "./keys.ts";
import {
  readProjectAuthConfig,
  type EmailTemplate,
  type NotificationName,
  type NotificationSetting,
  type TemplateName,
} from "./project-config.ts";

export { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY };

const DEFAULT_LOCAL_ADMIN_EMAIL = "admin@example.com";
const DEFAULT_LOCAL_ADMIN_PASSWORD = "change-me-locally";

export type LocalConfig = {
  port: number;
  host: string;
  apiUrl: string;
  /**
   * The local mail catcher's SMTP port (null: none). The app sends staff notifications there;
   * caught mail shows in the inbox. Default: the API port + 4 (54325, as the Supabase CLI's).
   */
  smtpPort: number | null;
  /** Where the app runs: the default redirect target of auth e-mails. */
  siteUrl: string;
  /** `[auth] enable_signup` of supabase/config.toml: public /signup, and /otp for new e-mails. */
  enableSignup: boolean;
  /** `[auth.email] enable_signup`: the whole e-mail provider (GoTrue's EXTERNAL_EMAIL_ENABLED). */
  emailProviderEnabled: boolean;
  /** `[auth.email.notification.*]`: security e-mails to the account's owner. */
  notifications: Record<NotificationName, NotificationSetting>;
  /** `[auth.email.template.*]`: the link and code e-mails' subjects and bodies. */
  templates: Partial<Record<TemplateName, EmailTemplate>>;
  /** Browser origins that may read responses (CORS): the app's, never any page's. */
  allowedOrigins: string[];
  /**
   * Longest a single statement of a request may run, in ms, by the request's database role
   * (Supabase's role defaults: anon 3 s, authenticated 8 s, service_role the authenticator's 8 s).
   * The one PGlite connection serves every request in turn, so a runaway query is cut off here.
   */
  statementTimeoutMs: { anon: number; authenticated: number; service_role: number };
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Folder of the persistent database; null keeps it in memory (tests). */
  dataDir: string | null;
  migrationsDir: string;
  seedFile: string;
  admin: { email: string; password: string } | null;
  /**
   * Failed sign-ins and code checks one client address may make in 5 minutes (default 30, a hosted
   * project's limit). Every request of the app's server comes from one address, so end-to-end
   * runs, which fail on purpose, raise it with LOCAL_SUPABASE_AUTH_FAILURES_PER_ADDRESS.
   */
  authFailuresPerAddress: number;
  /** `[auth.email] max_frequency`, or LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY ("0" for test runs). */
  emailMaxFrequencyMs: number;
  /**
   * A hosted project's "IP address forwarding" (security_sb_forwarded_for_enabled): a request with
   * the secret key may name its client in `Sb-Forwarded-For`. On unless
   * LOCAL_SUPABASE_SB_FORWARDED_FOR=false, as the deploy steps set it on the hosted project.
   */
  sbForwardedForEnabled: boolean;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Print e-mails and start-up details to the console. */
  log: boolean;
};

// The project this backend serves: the package lives inside it, beside the supabase/ folder (the
// Supabase CLI's migrations, seed.sql and config.toml) that it reads and .supabase-local/ it writes.
const root = path.resolve(import.meta.dirname, "..", "..");
/** The Supabase CLI's project file: the single source of the auth settings below. */
export const PROJECT_CONFIG_FILE = path.join(root, "supabase", "config.toml");

/** `true`/`1` or `false`/`0`; anything else is a mistake worth stopping for. */
function envFlag(name: string): boolean | undefined {
  const raw = process.env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new Error(`${name} must be true or false, not "${process.env[name]}"`);
}

/** Milliseconds, or a Postgres-style duration such as "8s", "500ms" or "1min". */
export function parseDuration(raw: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min)?\s*$/i.exec(raw);
  if (!match) throw new Error(`Not a duration: "${raw}" (use e.g. 8000, "8s" or "1min")`);
  const factor = { ms: 1, s: 1000, min: 60_000 }[
    (match[2] ?? "ms").toLowerCase() as "ms" | "s" | "min"
  ];
  return Math.round(Number(match[1]) * factor);
}

function origin(url: string): string | null {
  try {
    const { origin: value } = new URL(url);
    return value === "null" ? null : value;
  } catch {
    return null;
  }
}

/** The app's origins: site URL, additional redirect URLs, and LOCAL_SUPABASE_ALLOWED_ORIGINS. */
function appOrigins(urls: string[]): string[] {
  const extra = (process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS ?? "").split(",").map((u) => u.trim());
  const origins = [...urls, ...extra].filter(Boolean).map(origin);
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

export function localConfig(overrides: Partial<LocalConfig> = {}): LocalConfig {
  const env = process.env;
  const port = Number(overrides.port ?? env.LOCAL_SUPABASE_PORT ?? LOCAL_PORT);
  const project = readProjectAuthConfig(PROJECT_CONFIG_FILE);
  const siteUrl = overrides.siteUrl ?? (env.NEXT_PUBLIC_SITE_URL || project.siteUrl);
  const timeout = env.LOCAL_SUPABASE_STATEMENT_TIMEOUT
    ? parseDuration(env.LOCAL_SUPABASE_STATEMENT_TIMEOUT)
    : null;
  const smtpPort =
    overrides.smtpPort !== undefined
      ? overrides.smtpPort
      : Number(env.LOCAL_SUPABASE_SMTP_PORT ?? port + 4);
  return {
    port,
    host: LOCAL_HOST,
    apiUrl: `http://${LOCAL_HOST}:${port}`,
    // With port 0 (tests) the catcher takes a free port too.
    smtpPort: port === 0 && overrides.smtpPort === undefined ? 0 : smtpPort,
    siteUrl,
    enableSignup: envFlag("LOCAL_SUPABASE_ENABLE_SIGNUP") ?? project.enableSignup,
    emailProviderEnabled: project.emailProviderEnabled,
    notifications: project.notifications,
    templates: project.templates,
    allowedOrigins: appOrigins([siteUrl, project.siteUrl, ...project.additionalRedirectUrls]),
    statementTimeoutMs: timeout
      ? { anon: timeout, authenticated: timeout, service_role: timeout }
      : { anon: 3000, authenticated: 8000, service_role: 8000 },
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    dataDir: env.LOCAL_SUPABASE_DATA_DIR || path.join(root, ".supabase-local", "db"),
    migrationsDir: path.join(root, "supabase", "migrations"),
    seedFile: path.join(root, "supabase", "seed.sql"),
    admin: {
      email: env.LOCAL_ADMIN_EMAIL || DEFAULT_LOCAL_ADMIN_EMAIL,
      password: env.LOCAL_ADMIN_PASSWORD || DEFAULT_LOCAL_ADMIN_PASSWORD,
    },
    authFailuresPerAddress: Number(env.LOCAL_SUPABASE_AUTH_FAILURES_PER_ADDRESS) || 30,
    emailMaxFrequencyMs: env.LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY
      ? parseDuration(env.LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY)
      : project.emailMaxFrequencyMs,
    sbForwardedForEnabled: envFlag("LOCAL_SUPABASE_SB_FORWARDED_FOR") ?? true,
    jwtExpiry: 3600,
    maxBodyBytes: 256 * 1024,
    log: true,
    ...overrides,
  };
}
