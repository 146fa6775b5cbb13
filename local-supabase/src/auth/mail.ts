import type { LocalConfig } from "../config.ts";
import type { Transaction } from "../db.ts";
import type { InboxMessage } from "../inbox.ts";
import type { NotificationName, TemplateName } from "../project-config.ts";
import { AuthError, errors } from "./errors.ts";
import { hashOtp, newOtp, PKCE_PREFIX, safeEqual } from "./tokens.ts";
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  USER_COLUMNS,
  type UserRow,
} from "./users.ts";

/** One-time tokens are valid for an hour (GoTrue's MAILER_OTP_EXP default). */
const OTP_EXPIRY_SECONDS = 3600;

export type EmailKind = "signup" | "magiclink" | "recovery" | "invite";
export type PendingMail = Omit<InboxMessage, "id" | "sentAt">;
type TokenColumn = "confirmation_token" | "recovery_token";

/** Which `auth.users` column holds each kind's token, as in GoTrue (magic links use the recovery token). */
const KINDS: Record<
  EmailKind,
  {
    column: TokenColumn;
    sentAt: "confirmation_sent_at" | "recovery_sent_at";
    subject: string;
    intro: string;
    template: TemplateName;
  }
> = {
  signup: {
    template: "confirmation",
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    subject: "Confirm Your Signup",
    intro: "Follow this link to confirm your user:",
  },
  invite: {
    template: "invite",
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    subject: "You have been invited",
    intro: "You have been invited to create a user. Follow this link to accept the invite:",
  },
  magiclink: {
    template: "magic_link",
    column: "recovery_token",
    sentAt: "recovery_sent_at",
    subject: "Your Magic Link",
    intro: "Follow this link to login:",
  },
  recovery: {
    template: "recovery",
    column: "recovery_token",
    sentAt: "recovery_sent_at",
    subject: "Reset Your Password",
    intro: "Follow this link to reset the password for your user:",
  },
};

/** one_time_tokens.token_type per users column. */
const TOKEN_TYPES: Record<TokenColumn, string> = {
  confirmation_token: "confirmation_token",
  recovery_token: "recovery_token",
};

/** Flow-state methods that may belong to a token in this column (for the PKCE `?code=` redirect). */
export const FLOW_METHODS: Record<TokenColumn, readonly string[]> = {
  confirmation_token: ["email/signup", "invite"],
  recovery_token: ["magiclink", "recovery"],
};

/**
 * Stores a fresh OTP for the user (hashed with the e-mail, `pkce_`-prefixed in a PKCE flow) and
 * returns the e-mail to deliver after the transaction commits. The link points at this server's
 * `GET /auth/v1/verify`, which redirects to `redirectTo`.
 */
/**
 * GoTrue's `max_frequency`: a user asking for another link or code of the same kind too soon gets
 * 429 over_email_send_rate_limit, and the e-mail already sent stays the valid one.
 */
export function ensureSendFrequency(config: LocalConfig, user: UserRow, kind: EmailKind): void {
  const sentAt = user[KINDS[kind].sentAt];
  if (!sentAt || config.emailMaxFrequencyMs <= 0) return;
  const left = new Date(sentAt).getTime() + config.emailMaxFrequencyMs - Date.now();
  if (left <= 0) return;
  throw new AuthError(
    429,
    "over_email_send_rate_limit",
    `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`,
  );
}

export async function issueEmailToken(
  tx: Transaction,
  config: LocalConfig,
  user: UserRow,
  kind: EmailKind,
  redirectTo: string,
  pkce: boolean,
): Promise<PendingMail> {
  const spec = KINDS[kind];
  const email = user.email ?? "";
  const otp = newOtp();
  const tokenHash = (pkce ? PKCE_PREFIX : "") + hashOtp(email, otp);
  await tx.query(
    `update auth.users set ${spec.column} = $2, ${spec.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
       updated_at = now()`,
    [user.id, TOKEN_TYPES[spec.column], tokenHash, email],
  );
  const link = `${config.apiUrl}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type: kind, redirect_to: redirectTo })}`;
  // The project's own template when config.toml sets one, as GoTrue renders it.
  const custom = config.templates[spec.template];
  const data = {
    ConfirmationURL: link,
    Token: otp,
    TokenHash: tokenHash,
    SiteURL: config.siteUrl,
    RedirectTo: redirectTo,
    Email: email,
  };
  return {
    to: email,
    subject: custom?.subject ? fill(custom.subject, data) : spec.subject,
    text: custom?.content
      ? `${htmlToText(fill(custom.content, data))}\n`
      : `${spec.intro}\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    kind,
    link,
    otp,
    tokenHash,
  };
}

export type VerifyType = "signup" | "invite" | "recovery" | "magiclink" | "email" | "email_change";
export const VERIFY_TYPES: ReadonlySet<string> = new Set<VerifyType>([
  "signup",
  "invite",
  "recovery",
  "magiclink",
  "email",
  "email_change",
]);

const COLUMNS_BY_TYPE: Record<VerifyType, TokenColumn[]> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  recovery: ["recovery_token"],
  magiclink: ["recovery_token"],
  email: ["confirmation_token", "recovery_token"],
  // E-mail changes are not supported locally, so no such token is ever issued.
  email_change: [],
};

const SENT_AT: Record<TokenColumn, "confirmation_sent_at" | "recovery_sent_at"> = {
  confirmation_token: "confirmation_sent_at",
  recovery_token: "recovery_sent_at",
};

export type VerifiedToken = { user: UserRow; column: TokenColumn; pkce: boolean };

const LINK_INVALID = "Email link is invalid or has expired";
const OTP_INVALID = "Token has expired or is invalid";

/**
 * Finds and consumes a one-time token, either a `token_hash` (as in the e-mail link) or an
 * e-mail plus 6-digit code. Confirms the e-mail: opening any of these e-mails proves ownership.
 * 403 otp_expired when nothing valid matches.
 */
export async function consumeEmailToken(
  tx: Transaction,
  type: VerifyType,
  input: { tokenHash: string } | { email: string; otp: string },
): Promise<VerifiedToken> {
  const columns = COLUMNS_BY_TYPE[type];
  const message = "tokenHash" in input ? LINK_INVALID : OTP_INVALID;
  let found: { user: UserRow; column: TokenColumn } | null = null;
  if ("tokenHash" in input) {
    for (const column of columns) {
      const { rows } = await tx.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users where ${column} = $1 and deleted_at is null limit 1`,
        [input.tokenHash],
      );
      if (rows[0]) {
        found = { user: rows[0], column };
        break;
      }
    }
  } else {
    const user = await findUserByEmail(tx, input.email);
    const hash = user ? hashOtp(user.email ?? "", input.otp) : "";
    for (const column of user ? columns : []) {
      const stored = user![column] ?? "";
      if (stored && (safeEqual(stored, hash) || safeEqual(stored, PKCE_PREFIX + hash))) {
        found = { user: user!, column };
        break;
      }
    }
  }
  if (!found) throw errors.otpExpired(message);
  const { user, column } = found;
  const sentAt = user[SENT_AT[column]];
  if (!sentAt || Date.now() > new Date(sentAt).getTime() + OTP_EXPIRY_SECONDS * 1000)
    throw errors.otpExpired(message);
  const pkce = (user[column] ?? "").startsWith(PKCE_PREFIX);
  await tx.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [
    user.id,
  ]);
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [
    user.id,
    TOKEN_TYPES[column],
  ]);
  await confirmEmail(tx, user.id);
  return { user: (await findUserById(tx, user.id)) ?? user, column, pkce };
}

/**
 * The e-mailed codes the account holds now, as one key (null when it holds none): a wrong guess
 * counts against these codes, and a new e-mail replaces them.
 */
export async function heldCodes(tx: Transaction, email: string): Promise<string | null> {
  const user = await findUserByEmail(tx, email);
  if (!user || (!user.confirmation_token && !user.recovery_token)) return null;
  return [user.id, user.confirmation_token ?? "", user.recovery_token ?? ""].join(":");
}

/** Too many wrong guesses: the account's e-mailed codes and links stop working. */
export async function burnEmailedCodes(tx: Transaction, email: string): Promise<void> {
  const user = await findUserByEmail(tx, email);
  if (!user) return;
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', updated_at = now() where id = $1`,
    [user.id],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id]);
}

/** GoTrue's default subject and body of each security notification, for a project that sets none. */
const NOTIFICATION_DEFAULTS: Record<NotificationName, { subject: string; content: string }> = {
  password_changed: {
    subject: "Your password was changed",
    content: `<h2>Your password was changed</h2>
<p>The password for your account was recently changed.</p>
<p>If you didn't make this change, reset your password and contact support immediately.</p>`,
  },
  mfa_factor_enrolled: {
    subject: "A new verification method was added to your account",
    content: `<h2>A new verification method was added</h2>
<p>Sign-in verification method {{ .FactorType }} was added to your account.</p>
<p>If you didn't make this change, contact support immediately.</p>`,
  },
  mfa_factor_unenrolled: {
    subject: "A verification method was removed from your account",
    content: `<h2>A verification method was removed</h2>
<p>Sign-in verification method {{ .FactorType }} was removed from your account.</p>
<p>If you didn't make this change, contact support immediately.</p>`,
  },
};

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" };

/** The inbox shows text: the HTML template without its tags, one line per block. */
function htmlToText(html: string): string {
  return (
    html
      .replace(/\s+/g, " ")
      .replace(/<br\s*\/?>|<\/(?:p|h\d|div|li)\s*>/gi, "\n")
      // A link keeps its address, as a mail client's text view shows it.
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a\s*>/gi, "$2: $1")
      .replace(/<[^>]*>/g, "")
      .replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ENTITIES[name] ?? "")
      .replace(/ *\n */g, "\n")
      .replace(/\n+/g, "\n\n")
      .trim()
  );
}

/** Go template fields such as `{{ .Email }}`; the notifications use only plain names. */
const fill = (template: string, data: Record<string, string>) =>
  template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, name: string) => data[name] ?? "");

/**
 * GoTrue's security notification to the account's owner, or null when the project leaves it off
 * (or the account has no e-mail); delivered after the change commits, as GoTrue does.
 */
export function securityNotification(
  config: LocalConfig,
  name: NotificationName,
  user: UserRow,
  factorType = "",
): PendingMail | null {
  const setting = config.notifications[name];
  if (!setting.enabled || !user.email) return null;
  const defaults = NOTIFICATION_DEFAULTS[name];
  const data = { SiteURL: config.siteUrl, Email: user.email, FactorType: factorType };
  return {
    to: user.email,
    subject: fill(setting.subject ?? defaults.subject, data),
    text: `${htmlToText(fill(setting.content ?? defaults.content, data))}\n`,
    kind: `${name}_notification`,
    link: null,
    otp: null,
    tokenHash: null,
  };
}
