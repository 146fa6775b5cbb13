import { randomUUID } from "node:crypto";

import type { Transaction } from "../db.ts";
import { factorJson, listFactors, type FactorRow } from "./factors.ts";
import type { TokenUser } from "./tokens.ts";

/** GoTrue's instance id for single-tenant installs. */
export const INSTANCE_ID = "00000000-0000-0000-0000-000000000000";
const EMAIL_APP_METADATA = { provider: "email", providers: ["email"] } as const;

type Timestamp = Date | string | null;

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp;
  invited_at: Timestamp;
  confirmation_token: string | null;
  confirmation_sent_at: Timestamp;
  recovery_token: string | null;
  recovery_sent_at: Timestamp;
  email_change: string | null;
  email_change_sent_at: Timestamp;
  last_sign_in_at: Timestamp;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  phone: string | null;
  phone_confirmed_at: Timestamp;
  banned_until: Timestamp;
  deleted_at: Timestamp;
  is_anonymous: boolean | null;
};

export type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  last_sign_in_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  email: string | null;
};

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at, banned_until, deleted_at,
  is_anonymous`;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && UUID_RE.test(value);

/** RFC 3339 in UTC, as GoTrue sends timestamps. */
function rfc3339(value: Timestamp | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(tx: Transaction, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listIdentities(tx: Transaction, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

export type NewUser = {
  email: string;
  passwordHash: string | null;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  role?: string;
  id?: string;
  invited?: boolean;
};

/** Inserts a user with its e-mail identity, as GoTrue's signup does. */
export async function insertUser(tx: Transaction, input: NewUser): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  const appMetadata = { ...EMAIL_APP_METADATA, ...(input.appMetadata ?? {}) };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
        raw_app_meta_data, raw_user_meta_data, is_anonymous)
     values ($1, $2, 'authenticated', $3, $4, $5, case when $6::boolean then now() end,
        case when $7::boolean then now() end, $8::jsonb, $9::jsonb, false)
     returning ${USER_COLUMNS}`,
    [
      INSTANCE_ID,
      id,
      input.role ?? "authenticated",
      input.email.toLowerCase(),
      input.passwordHash ?? "",
      input.confirmed,
      input.invited ?? false,
      JSON.stringify(appMetadata),
      JSON.stringify(input.userMetadata ?? {}),
    ],
  );
  const user = rows[0]!;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', null)
     on conflict (provider_id, provider) do nothing`,
    [
      id,
      JSON.stringify({
        sub: id,
        email: user.email,
        email_verified: input.confirmed,
        phone_verified: false,
      }),
    ],
  );
  return user;
}

/** Confirms the e-mail (GoTrue's signupVerify / recoverVerify side effect). */
export async function confirmEmail(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function recordSignIn(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** GoTrue's metadata update: merges keys, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown>,
) {
  const merged: Record<string, unknown> = { ...asObject(current) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function isBanned(user: UserRow): boolean {
  const until = user.banned_until ? new Date(user.banned_until) : null;
  return !!until && until.getTime() > Date.now();
}

export const isConfirmed = (user: UserRow) =>
  user.email_confirmed_at !== null || user.phone_confirmed_at !== null;

export function toTokenUser(user: UserRow): TokenUser {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    role: user.role,
    aud: user.aud,
    appMetadata: asObject(user.raw_app_meta_data),
    userMetadata: asObject(user.raw_user_meta_data),
    isAnonymous: user.is_anonymous === true,
  };
}

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: asObject(identity.identity_data),
    provider: identity.provider,
    last_sign_in_at: rfc3339(identity.last_sign_in_at),
    created_at: rfc3339(identity.created_at),
    updated_at: rfc3339(identity.updated_at),
    email: identity.email,
  };
}

/** GoTrue's user JSON: optional timestamps and `factors` only when set. */
export function userJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  const optional = (key: string, value: Timestamp) => (value ? { [key]: rfc3339(value) } : {});
  const confirmedAt = user.email_confirmed_at ?? user.phone_confirmed_at;
  return {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    ...optional("email_confirmed_at", user.email_confirmed_at),
    phone: user.phone ?? "",
    ...optional("phone_confirmed_at", user.phone_confirmed_at),
    ...optional("confirmation_sent_at", user.confirmation_sent_at),
    ...optional("confirmed_at", confirmedAt),
    ...optional("recovery_sent_at", user.recovery_sent_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...optional("email_change_sent_at", user.email_change_sent_at),
    ...optional("invited_at", user.invited_at),
    ...optional("last_sign_in_at", user.last_sign_in_at),
    app_metadata: asObject(user.raw_app_meta_data),
    user_metadata: asObject(user.raw_user_meta_data),
    identities: identities.map(identityJson),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    ...optional("banned_until", user.banned_until),
    created_at: rfc3339(user.created_at),
    updated_at: rfc3339(user.updated_at),
    ...optional("deleted_at", user.deleted_at),
    is_anonymous: user.is_anonymous === true,
  };
}

export async function loadUserJson(
  tx: Transaction,
  user: UserRow,
): Promise<Record<string, unknown>> {
  return userJson(user, await listIdentities(tx, user.id), await listFactors(tx, user.id));
}

/**
 * GoTrue's `sanitizeUser`: what /signup answers for an already registered e-mail when
 * confirmations are on, so the answer does not reveal that the account exists.
 */
export function fakeUserJson(
  email: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { ...EMAIL_APP_METADATA },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
