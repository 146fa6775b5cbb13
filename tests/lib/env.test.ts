import { readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { validateEnv } from "@/lib/env";
import { parseSiteUrl } from "@/lib/env/public";
import { parseServerEnv, parseSupabasePublicEnv, parseSupabaseUrl } from "@/lib/env/schema";
import { retentionPeriods } from "@/lib/privacy/retention";
import { register } from "@/instrumentation";

const SERVER_VARIABLES = [
  "SUPABASE_SECRET_KEY",
  "SUPABASE_SERVICE_ROLE_KEY",
  "RATE_LIMIT_SECRET",
  "TRUSTED_PROXY_HOPS",
  "FORM_RATE_LIMIT_MAX",
  "FORM_MIN_FILL_SECONDS",
  "LOGIN_RATE_LIMIT_MAX",
  "CRON_SECRET",
  "SMTP_URL",
  "SMTP_FROM",
  "STAFF_NOTIFY_EMAILS",
  "RETENTION_ENQUIRY_MONTHS",
  "RETENTION_UNAPPROVED_REVIEW_MONTHS",
  "REVIEW_INVITE_DAYS",
  "REVIEW_REMINDER_DAYS",
  "RETENTION_UNUSED_INVITATION_DAYS",
  "CONTACT_AUTO_REPLY",
  "STAFF_WEBHOOK_URL",
  "STAFF_WEBHOOK_SECRET",
  "WEB_VITALS_SAMPLE_RATE",
];

describe("parseServerEnv", () => {
  it("gives every setting its default when nothing is set", () => {
    expect(parseServerEnv({})).toEqual({
      supabaseSecretKey: undefined,
      rateLimitSecret: undefined,
      trustedProxyHops: 0,
      formRateLimitMax: 5,
      formMinFillSeconds: 3,
      loginRateLimitMax: 10,
      cronSecret: undefined,
      smtpUrl: undefined,
      smtpFrom: undefined,
      staffNotifyEmails: [],
      contactAutoReply: false,
      staffWebhook: undefined,
      retentionEnquiryMonths: 24,
      retentionUnapprovedReviewMonths: 12,
      reviewInviteDays: 30,
      reviewReminderDays: 7,
      retentionUnusedInvitationDays: 30,
      webVitalsSampleRate: 1,
      onVercel: false,
      production: false,
      nextPhase: undefined,
    });
  });

  it("treats blank values as unset and trims the rest", () => {
    const env = parseServerEnv({
      TRUSTED_PROXY_HOPS: " ",
      FORM_RATE_LIMIT_MAX: "",
      SMTP_URL: "",
      SMTP_FROM: "  ",
      RATE_LIMIT_SECRET: " own ",
      STAFF_NOTIFY_EMAILS: " leads@kalpix.in, ,ops@kalpix.in ",
    });
    expect(env).toMatchObject({
      trustedProxyHops: 0,
      formRateLimitMax: 5,
      smtpUrl: undefined,
      smtpFrom: undefined,
      rateLimitSecret: "own",
      staffNotifyEmails: ["leads@kalpix.in", "ops@kalpix.in"],
    });
  });

  it("reads the values it is given", () => {
    expect(
      parseServerEnv({
        TRUSTED_PROXY_HOPS: "2",
        FORM_RATE_LIMIT_MAX: "1000",
        FORM_MIN_FILL_SECONDS: "0",
        LOGIN_RATE_LIMIT_MAX: "500",
        SMTP_URL: "smtps://user:pass@smtp.example.com:465",
        SMTP_FROM: "Kalpix <no-reply@kalpix.in>",
        CRON_SECRET: "s3cret",
        VERCEL: "1",
        NODE_ENV: "production",
        NEXT_PHASE: "phase-production-build",
        RETENTION_ENQUIRY_MONTHS: "36",
        RETENTION_UNAPPROVED_REVIEW_MONTHS: " 6 ",
        REVIEW_INVITE_DAYS: "14",
        REVIEW_REMINDER_DAYS: "3",
        RETENTION_UNUSED_INVITATION_DAYS: "60",
      }),
    ).toMatchObject({
      reviewInviteDays: 14,
      reviewReminderDays: 3,
      retentionUnusedInvitationDays: 60,
      retentionEnquiryMonths: 36,
      retentionUnapprovedReviewMonths: 6,
      trustedProxyHops: 2,
      formRateLimitMax: 1000,
      formMinFillSeconds: 0,
      loginRateLimitMax: 500,
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      smtpFrom: "Kalpix <no-reply@kalpix.in>",
      cronSecret: "s3cret",
      onVercel: true,
      production: true,
      nextPhase: "phase-production-build",
    });
  });

  it("takes the service-role key under Supabase's new name first, the legacy name second", () => {
    expect(parseServerEnv({ SUPABASE_SERVICE_ROLE_KEY: "legacy" }).supabaseSecretKey).toBe(
      "legacy",
    );
    expect(
      parseServerEnv({ SUPABASE_SECRET_KEY: "new", SUPABASE_SERVICE_ROLE_KEY: "legacy" })
        .supabaseSecretKey,
    ).toBe("new");
  });

  it.each([
    [
      "TRUSTED_PROXY_HOPS",
      "abc",
      'TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "abc".',
    ],
    [
      "TRUSTED_PROXY_HOPS",
      "-2",
      'TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "-2".',
    ],
    [
      "TRUSTED_PROXY_HOPS",
      "11",
      'TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "11".',
    ],
    ["FORM_RATE_LIMIT_MAX", "0", 'FORM_RATE_LIMIT_MAX must be a whole number 1 or more, got "0".'],
    [
      "FORM_MIN_FILL_SECONDS",
      "61",
      'FORM_MIN_FILL_SECONDS must be a whole number from 0 to 60, got "61".',
    ],
    [
      "RETENTION_ENQUIRY_MONTHS",
      "0",
      'RETENTION_ENQUIRY_MONTHS must be a whole number from 1 to 120, got "0".',
    ],
    [
      "RETENTION_ENQUIRY_MONTHS",
      "121",
      'RETENTION_ENQUIRY_MONTHS must be a whole number from 1 to 120, got "121".',
    ],
    [
      "RETENTION_UNAPPROVED_REVIEW_MONTHS",
      "6.5",
      'RETENTION_UNAPPROVED_REVIEW_MONTHS must be a whole number from 1 to 120, got "6.5".',
    ],
    [
      "FORM_RATE_LIMIT_MAX",
      "2.5",
      'FORM_RATE_LIMIT_MAX must be a whole number 1 or more, got "2.5".',
    ],
  ])("refuses %s=%s, naming the variable", (name, value, message) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(`Invalid environment: ${message}`);
  });

  it("refuses an SMTP_URL that is not an smtp(s) URL without repeating it (it may hold a password)", () => {
    for (const value of ["mail.example.com", "https://user:hunter2@mail.example.com"]) {
      let message = "";
      try {
        parseServerEnv({ SMTP_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(
        /^Invalid environment: SMTP_URL must be an absolute smtp or smtps URL/,
      );
      expect(message).not.toContain(value);
    }
  });

  it("reads the web-vitals sample rate as a share from 0 to 1, and refuses anything else", () => {
    expect(parseServerEnv({ WEB_VITALS_SAMPLE_RATE: " 0.25 " }).webVitalsSampleRate).toBe(0.25);
    expect(parseServerEnv({ WEB_VITALS_SAMPLE_RATE: ".5" }).webVitalsSampleRate).toBe(0.5);
    expect(parseServerEnv({ WEB_VITALS_SAMPLE_RATE: "0" }).webVitalsSampleRate).toBe(0);
    expect(parseServerEnv({ WEB_VITALS_SAMPLE_RATE: "1.0" }).webVitalsSampleRate).toBe(1);
    expect(parseServerEnv({ WEB_VITALS_SAMPLE_RATE: "" }).webVitalsSampleRate).toBe(1);
    for (const value of ["1.5", "-0.1", "50%", "1e-1", "0x1", "Infinity", "half"])
      expect(() => parseServerEnv({ WEB_VITALS_SAMPLE_RATE: value })).toThrow(
        `Invalid environment: WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1 such as 0.25, got "${value}".`,
      );
  });

  it("turns the auto-reply on or off, in any case, and refuses anything else", () => {
    expect(parseServerEnv({ CONTACT_AUTO_REPLY: " On " }).contactAutoReply).toBe(true);
    expect(parseServerEnv({ CONTACT_AUTO_REPLY: "off" }).contactAutoReply).toBe(false);
    expect(parseServerEnv({ CONTACT_AUTO_REPLY: "" }).contactAutoReply).toBe(false);
    expect(() => parseServerEnv({ CONTACT_AUTO_REPLY: "yes" })).toThrow(
      'Invalid environment: CONTACT_AUTO_REPLY must be "on" or "off", got "yes".',
    );
  });

  it("reads the staff webhook with its secret, untrimmed (the receiver keys the same HMAC)", () => {
    const secret = " a-secret-of-sixteen-or-more ";
    expect(
      parseServerEnv({
        STAFF_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/x",
        STAFF_WEBHOOK_SECRET: secret,
      }).staffWebhook,
    ).toEqual({ url: "https://hooks.slack.com/services/T/B/x", secret });
    for (const url of ["http://127.0.0.1:8787/hook", "http://localhost:8787/hook"])
      expect(
        parseServerEnv({ STAFF_WEBHOOK_URL: url, STAFF_WEBHOOK_SECRET: secret }).staffWebhook?.url,
      ).toBe(url);
    // A secret without a URL sends nothing.
    expect(parseServerEnv({ STAFF_WEBHOOK_SECRET: secret }).staffWebhook).toBeUndefined();
  });

  it("refuses a webhook URL that is not https (http only on this machine), without repeating it", () => {
    for (const value of [
      "hooks.example.com/x",
      "http://hooks.example.com/T0K3N",
      "ftp://127.0.0.1/x",
    ]) {
      let message = "";
      try {
        parseServerEnv({
          STAFF_WEBHOOK_URL: value,
          STAFF_WEBHOOK_SECRET: "a-secret-of-sixteen-or-more",
        });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(
        /^Invalid environment: STAFF_WEBHOOK_URL must be an absolute https URL/,
      );
      expect(message).not.toContain(value);
    }
  });

  it("requires a secret of 16 characters or more with the webhook URL, naming it, never showing it", () => {
    expect(() => parseServerEnv({ STAFF_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow(
      /^Invalid environment: STAFF_WEBHOOK_SECRET must be set when STAFF_WEBHOOK_URL is/,
    );
    expect(() =>
      parseServerEnv({
        STAFF_WEBHOOK_URL: "https://hooks.example.com/x",
        STAFF_WEBHOOK_SECRET: "",
      }),
    ).toThrow(/STAFF_WEBHOOK_SECRET must be set/);
    let message = "";
    try {
      parseServerEnv({
        STAFF_WEBHOOK_URL: "https://hooks.example.com/x",
        STAFF_WEBHOOK_SECRET: "short-s3cret",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      "Invalid environment: STAFF_WEBHOOK_SECRET must be 16 characters or more (the value is not repeated: it is a secret).",
    );
  });

  it("names a missing webhook secret beside every other bad variable", () => {
    expect(() =>
      parseServerEnv({ TRUSTED_PROXY_HOPS: "x", STAFF_WEBHOOK_URL: "https://hooks.example.com/x" }),
    ).toThrow(/TRUSTED_PROXY_HOPS[^\n]+\nSTAFF_WEBHOOK_SECRET must be set/);
  });

  it("names every bad variable in one error", () => {
    expect(() => parseServerEnv({ TRUSTED_PROXY_HOPS: "x", FORM_RATE_LIMIT_MAX: "y" })).toThrow(
      /TRUSTED_PROXY_HOPS[^\n]+\nFORM_RATE_LIMIT_MAX/,
    );
  });
});

describe("parseSupabasePublicEnv", () => {
  it("reads the URL and the publishable key, accepting the legacy anon-key name", () => {
    expect(
      parseSupabasePublicEnv({
        NEXT_PUBLIC_SUPABASE_URL: " http://127.0.0.1:54321/ ",
        NEXT_PUBLIC_SUPABASE_ANON_KEY: "k",
      }),
    ).toEqual({ url: "http://127.0.0.1:54321", publishableKey: "k" });
    expect(
      parseSupabasePublicEnv({
        NEXT_PUBLIC_SUPABASE_URL: "https://p.supabase.co",
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "new",
        NEXT_PUBLIC_SUPABASE_ANON_KEY: "legacy",
      }).publishableKey,
    ).toBe("new");
  });

  it("fails with the specification's start-up errors when either is missing", () => {
    expect(() => parseSupabasePublicEnv({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "k" })).toThrow(
      /^supabaseUrl is required/,
    );
    expect(() => parseSupabasePublicEnv({ NEXT_PUBLIC_SUPABASE_URL: "http://x" })).toThrow(
      /^supabaseKey is required/,
    );
  });

  it("refuses a URL that is not an absolute http(s) URL, naming the variable", () => {
    expect(() => parseSupabaseUrl({ NEXT_PUBLIC_SUPABASE_URL: "127.0.0.1:54321" })).toThrow(
      'NEXT_PUBLIC_SUPABASE_URL must be an absolute http or https URL such as https://your-project.supabase.co (got "127.0.0.1:54321").',
    );
    expect(parseSupabaseUrl({ NEXT_PUBLIC_SUPABASE_URL: "" })).toBeUndefined();
  });
});

describe("parseSiteUrl", () => {
  it("defaults to http://localhost:3000 and keeps only the origin", () => {
    expect(parseSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(parseSiteUrl(" ")).toBe("http://localhost:3000");
    expect(parseSiteUrl("https://kalpix.in/some/path")).toBe("https://kalpix.in");
  });

  it("refuses anything but an absolute http(s) URL, naming the variable", () => {
    expect(() => parseSiteUrl("kalpix.in")).toThrow(
      'NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://example.com, got "kalpix.in".',
    );
    expect(() => parseSiteUrl("ftp://kalpix.in")).toThrow(
      'NEXT_PUBLIC_SITE_URL must use http or https, got "ftp://kalpix.in".',
    );
  });
});

describe("start-up validation", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function stubValidEnv() {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "http://127.0.0.1:54321");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "k");
  }

  it("passes a valid environment", async () => {
    stubValidEnv();
    expect(() => validateEnv()).not.toThrow();
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    await expect(register()).resolves.toBeUndefined();
  });

  it("gives the privacy notice the retention periods, defaults included (spam 30 days, timings 90, both fixed)", () => {
    expect(retentionPeriods()).toEqual({
      enquiryMonths: 24,
      unapprovedReviewMonths: 12,
      spamDays: 30,
      fieldDataDays: 90,
      inviteDays: 30,
      unusedInvitationDays: 30,
    });
    vi.stubEnv("RETENTION_ENQUIRY_MONTHS", "18");
    vi.stubEnv("RETENTION_UNAPPROVED_REVIEW_MONTHS", "3");
    expect(retentionPeriods()).toEqual({
      enquiryMonths: 18,
      unapprovedReviewMonths: 3,
      spamDays: 30,
      fieldDataDays: 90,
      inviteDays: 30,
      unusedInvitationDays: 30,
    });
  });

  it("stops the Node server on a bad retention period, naming the variable", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      stubValidEnv();
      vi.stubEnv("RETENTION_UNAPPROVED_REVIEW_MONTHS", "forever");
      vi.stubEnv("NEXT_RUNTIME", "nodejs");
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(logged.mock.calls[0]?.[0]).toContain(
        'RETENTION_UNAPPROVED_REVIEW_MONTHS must be a whole number from 1 to 120, got "forever".',
      );
    } finally {
      exit.mockRestore();
      logged.mockRestore();
    }
  });

  it("stops the Node server with every problem named", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
      vi.stubEnv("TRUSTED_PROXY_HOPS", "abc");
      vi.stubEnv("NEXT_RUNTIME", "nodejs");
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(logged.mock.calls[0]?.[0]).toMatch(
        /^The server cannot start: Invalid environment: TRUSTED_PROXY_HOPS must be a whole number[^\n]*\nsupabaseUrl is required/,
      );
      // Only the Node runtime reads the server's environment.
      exit.mockClear();
      vi.stubEnv("NEXT_RUNTIME", "edge");
      await register();
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      logged.mockRestore();
    }
  });
});

describe("the public part", () => {
  const source = (file: string) =>
    readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8");

  it("names no server variable and imports nothing, so nothing secret can reach the browser", () => {
    const publicModule = source("lib/env/public.ts");
    for (const name of SERVER_VARIABLES) expect(publicModule).not.toContain(name);
    expect(publicModule).not.toMatch(/^import /m);
  });

  it("reads NEXT_PUBLIC_* as literal process.env expressions, which Next inlines", () => {
    expect(source("lib/env/public.ts")).toContain("process.env.NEXT_PUBLIC_SITE_URL");
  });

  it("leaves the server reader behind the server-only guard", () => {
    expect(source("lib/env.ts")).toMatch(/^import "server-only";/);
  });
});
