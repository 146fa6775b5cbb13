import { z } from "zod";

// No process.env and no `server-only` guard, so plain-Node scripts and next.config.ts share these
// parsers. Browser code must never import this file: it names the server's secrets.

type EnvSource = Readonly<Record<string, string | undefined>>;

export type SupabasePublicEnv = { url: string; publishableKey: string };

export type ServerEnv = {
  supabaseSecretKey: string | undefined;
  rateLimitSecret: string | undefined;
  trustedProxyHops: number;
  formRateLimitMax: number;
  formMinFillSeconds: number;
  loginRateLimitMax: number;
  cronSecret: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
  staffNotifyEmails: string[];
  contactAutoReply: boolean;
  staffWebhook: { url: string; secret: string } | undefined;
  retentionEnquiryMonths: number;
  retentionUnapprovedReviewMonths: number;
  reviewInviteDays: number;
  reviewReminderDays: number;
  retentionUnusedInvitationDays: number;
  webVitalsSampleRate: number;
  onVercel: boolean;
  production: boolean;
  nextPhase: string | undefined;
};

type Check<T> = (value: string) => { ok: true; value: T } | { ok: false; message: string };

// Unset and blank mean the same: a `.env` line `NAME=` is blank.
function variable<T>(check: Check<T>) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const value = raw?.trim();
      if (!value) return undefined;
      const result = check(value);
      if (result.ok) return result.value;
      ctx.issues.push({ code: "custom", message: result.message, input: raw });
      return z.NEVER;
    });
}

const text = variable((value) => ({ ok: true, value }));

function wholeNumber(min: number, max: number): Check<number> {
  const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
  return (value) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max
      ? { ok: true, value: number }
      : { ok: false, message: `must be a whole number ${range}, got "${value}".` };
  };
}

const fraction = variable((value) =>
  /^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/.test(value)
    ? { ok: true, value: Number(value) }
    : { ok: false, message: `must be a number from 0 to 1 such as 0.25, got "${value}".` },
);

function url(protocols: string[], example: string, { secret = false } = {}): Check<string> {
  return (value) => {
    const protocol = URL.canParse(value) ? new URL(value).protocol.slice(0, -1) : "";
    if (protocols.includes(protocol)) return { ok: true, value };
    const shown = secret ? "the value is not repeated: it may hold a password" : `got "${value}"`;
    return {
      ok: false,
      message: `must be an absolute ${protocols.join(" or ")} URL such as ${example} (${shown}).`,
    };
  };
}

const onOff = variable((value) => {
  const word = value.toLowerCase();
  if (word === "on" || word === "off") return { ok: true, value: word === "on" };
  return { ok: false, message: `must be "on" or "off", got "${value}".` };
});

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

// Plain http only to this machine, where nothing can read the signed body on the way.
const webhookUrl = variable((value) => {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (
    parsed?.protocol === "https:" ||
    (parsed?.protocol === "http:" && loopbackHosts.has(parsed.hostname))
  )
    return { ok: true, value };
  return {
    ok: false,
    message:
      "must be an absolute https URL such as https://hooks.slack.com/services/… (http only for localhost or 127.0.0.1; the value is not repeated: it may hold a token).",
  };
});

const webhookSecretMinLength = 16;

const supabaseUrl = variable(url(["http", "https"], "https://your-project.supabase.co"));

const serverSchema = z
  .object({
    SUPABASE_SECRET_KEY: text,
    RATE_LIMIT_SECRET: text,
    TRUSTED_PROXY_HOPS: variable(wholeNumber(0, 10)),
    FORM_RATE_LIMIT_MAX: variable(wholeNumber(1, Infinity)),
    FORM_MIN_FILL_SECONDS: variable(wholeNumber(0, 60)),
    LOGIN_RATE_LIMIT_MAX: variable(wholeNumber(1, 10000)),
    // Compared byte for byte with the bearer token Vercel Cron sends, so not trimmed.
    CRON_SECRET: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    SMTP_URL: variable(
      url(["smtp", "smtps"], "smtps://user:password@smtp.example.com:465", { secret: true }),
    ),
    SMTP_FROM: text,
    STAFF_NOTIFY_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      ),
    RETENTION_ENQUIRY_MONTHS: variable(wholeNumber(1, 120)),
    RETENTION_UNAPPROVED_REVIEW_MONTHS: variable(wholeNumber(1, 120)),
    REVIEW_INVITE_DAYS: variable(wholeNumber(1, 365)),
    REVIEW_REMINDER_DAYS: variable(wholeNumber(1, 365)),
    RETENTION_UNUSED_INVITATION_DAYS: variable(wholeNumber(1, 3650)),
    CONTACT_AUTO_REPLY: onOff,
    WEB_VITALS_SAMPLE_RATE: fraction,
    STAFF_WEBHOOK_URL: webhookUrl,
    // The receiver computes the same HMAC with it, byte for byte, so not trimmed.
    STAFF_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || value.length >= webhookSecretMinLength, {
        message: `must be ${webhookSecretMinLength} characters or more (the value is not repeated: it is a secret).`,
      }),
    VERCEL: z.string().optional(),
    NODE_ENV: z.string().optional(),
    NEXT_PHASE: text,
  })
  // Checked even when another variable is bad, so one message names every problem.
  .refine(
    (env) => typeof env.STAFF_WEBHOOK_URL !== "string" || env.STAFF_WEBHOOK_SECRET !== undefined,
    {
      path: ["STAFF_WEBHOOK_SECRET"],
      message: `must be set when STAFF_WEBHOOK_URL is: a random string of ${webhookSecretMinLength} characters or more that the receiver also holds.`,
      when: () => true,
    },
  );

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid environment: ${lines.join("\n")}`);
}

export function parseServerEnv(source: EnvSource): ServerEnv {
  const env = parse(serverSchema, {
    ...Object.fromEntries(Object.keys(serverSchema.shape).map((name) => [name, source[name]])),
    SUPABASE_SECRET_KEY:
      source["SUPABASE_SECRET_KEY"]?.trim() || source["SUPABASE_SERVICE_ROLE_KEY"],
  });
  return {
    supabaseSecretKey: env.SUPABASE_SECRET_KEY,
    rateLimitSecret: env.RATE_LIMIT_SECRET,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? 0,
    formRateLimitMax: env.FORM_RATE_LIMIT_MAX ?? 5,
    formMinFillSeconds: env.FORM_MIN_FILL_SECONDS ?? 3,
    loginRateLimitMax: env.LOGIN_RATE_LIMIT_MAX ?? 10,
    cronSecret: env.CRON_SECRET,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    staffNotifyEmails: env.STAFF_NOTIFY_EMAILS,
    contactAutoReply: env.CONTACT_AUTO_REPLY ?? false,
    staffWebhook:
      env.STAFF_WEBHOOK_URL && env.STAFF_WEBHOOK_SECRET
        ? { url: env.STAFF_WEBHOOK_URL, secret: env.STAFF_WEBHOOK_SECRET }
        : undefined,
    retentionEnquiryMonths: env.RETENTION_ENQUIRY_MONTHS ?? 24,
    retentionUnapprovedReviewMonths: env.RETENTION_UNAPPROVED_REVIEW_MONTHS ?? 12,
    reviewInviteDays: env.REVIEW_INVITE_DAYS ?? 30,
    reviewReminderDays: env.REVIEW_REMINDER_DAYS ?? 7,
    retentionUnusedInvitationDays: env.RETENTION_UNUSED_INVITATION_DAYS ?? 30,
    webVitalsSampleRate: env.WEB_VITALS_SAMPLE_RATE ?? 1,
    onVercel: Boolean(env.VERCEL),
    production: env.NODE_ENV === "production",
    nextPhase: env.NEXT_PHASE,
  };
}

// Undefined when unset: that is the cue to start the embedded backend.
export function parseSupabaseUrl(source: EnvSource): string | undefined {
  const url = parse(z.object({ NEXT_PUBLIC_SUPABASE_URL: supabaseUrl }), {
    NEXT_PUBLIC_SUPABASE_URL: source["NEXT_PUBLIC_SUPABASE_URL"],
  }).NEXT_PUBLIC_SUPABASE_URL;
  return url?.replace(/\/+$/, "");
}

// Read at run time, never inlined at build, so one build can serve the embedded backend and a
// hosted project. A missing value fails with the same words supabase-js uses at start-up.
export function parseSupabasePublicEnv(source: EnvSource): SupabasePublicEnv {
  const url = parseSupabaseUrl(source);
  const publishableKey = (
    source["NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"] ?? source["NEXT_PUBLIC_SUPABASE_ANON_KEY"]
  )?.trim();
  if (!url) {
    throw new Error(
      "supabaseUrl is required. Set NEXT_PUBLIC_SUPABASE_URL, or run `npm run dev` / `npm start` without it to use the embedded local backend.",
    );
  }
  if (!publishableKey) {
    throw new Error(
      "supabaseKey is required. Set NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or NEXT_PUBLIC_SUPABASE_ANON_KEY).",
    );
  }
  return { url, publishableKey };
}
