import { randomUUID } from "node:crypto";

import type { LocalConfig } from "../config.ts";
import type { Transaction } from "../db.ts";
import { badRequest, errors, type AuthError } from "./errors.ts";
import { mintAccessToken, newRefreshToken, type Aal, type AmrEntry } from "./tokens.ts";
import {
  findUserById,
  INSTANCE_ID,
  isBanned,
  loadUserJson,
  recordSignIn,
  toTokenUser,
  type UserRow,
} from "./users.ts";

/** GoTrue's REFRESH_TOKEN_REUSE_INTERVAL on hosted projects. */
const REFRESH_TOKEN_REUSE_SECONDS = 10;

export type SessionResponse = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

/** How the user authenticated, for the token's `amr` claim. */
export type AuthMethod =
  | "password"
  | "otp"
  | "magiclink"
  | "email/signup"
  | "recovery"
  | "invite"
  | "email_change"
  | "totp";

type SessionRow = { id: string; user_id: string };
type RefreshTokenRow = {
  token: string;
  revoked: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  parent: string | null;
  session_id: string;
  user_id: string;
};

async function issue(
  tx: Transaction,
  config: LocalConfig,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const { rows } = await tx.query<{ authentication_method: string; at: number }>(
    `select authentication_method, extract(epoch from updated_at)::float8 as at
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const amr: AmrEntry[] = rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(row.at),
  }));
  // The session row holds the level, so a refreshed token keeps what the session proved.
  const aal = (
    await tx.query<{ aal: string }>(`select aal from auth.sessions where id = $1`, [sessionId])
  ).rows[0]?.aal;
  const access = await mintAccessToken(
    config,
    toTokenUser(user),
    sessionId,
    amr,
    aal === "aal2" ? "aal2" : "aal1",
  );
  return {
    access_token: access.token,
    token_type: "bearer",
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, user),
  };
}

async function insertRefreshToken(
  tx: Transaction,
  userId: string,
  sessionId: string,
  parent: string | null,
) {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
     values ($1, $2, $3, false, $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/** A new session (fresh `session_id`) with its first refresh token; records the sign-in. */
export async function createSession(
  tx: Transaction,
  config: LocalConfig,
  user: UserRow,
  method: AuthMethod,
  userAgent?: string,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, aal, user_agent) values ($1, $2, 'aal1', $3)`,
    [sessionId, user.id, userAgent ?? null],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`,
    [sessionId, method],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
  await recordSignIn(tx, user.id);
  const fresh = (await findUserById(tx, user.id)) ?? user;
  return issue(tx, config, fresh, sessionId, refreshToken);
}

const refreshTokenNotFound = () =>
  badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
const refreshTokenAlreadyUsed = () =>
  badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");

/** Whether the session proved a second factor after this token was issued (then it is aal1's). */
async function issuedBeforeStepUp(tx: Transaction, token: RefreshTokenRow): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from auth.mfa_amr_claims
      where session_id = $1 and authentication_method = 'totp' and updated_at > $2`,
    [token.session_id, token.created_at],
  );
  return rows.length > 0;
}

/**
 * GoTrue's refresh-token rotation: the presented token is revoked and a child issued. A revoked
 * token that is the parent of the session's active token gets the active one back; any revoked
 * token is accepted again within the reuse interval; after that the whole family (the session)
 * is revoked and 400 refresh_token_already_used returned. A token issued before the session's
 * second factor gets neither grace (GoTrue skips a counter step at the step-up for this), so it
 * never yields the aal2 session. Returns the error instead of throwing it so the revocation is
 * committed.
 */
export async function refreshSession(
  tx: Transaction,
  config: LocalConfig,
  presented: string,
): Promise<SessionResponse | AuthError> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select token, revoked, created_at, updated_at, parent, session_id, user_id
       from auth.refresh_tokens where token = $1`,
    [presented],
  );
  const token = rows[0];
  if (!token) return refreshTokenNotFound();
  const user = await findUserById(tx, token.user_id);
  if (!user) return refreshTokenNotFound();
  if (isBanned(user)) return errors.userBanned();
  const session = (
    await tx.query<SessionRow>(`select id, user_id from auth.sessions where id = $1`, [
      token.session_id,
    ])
  ).rows[0];
  if (!session) return refreshTokenNotFound();

  let issued: string | null = null;
  if (token.revoked) {
    const reuseUntil = new Date(token.updated_at).getTime() + REFRESH_TOKEN_REUSE_SECONDS * 1000;
    // Outside the interval a reuse is possible token theft: the family (the session) is revoked.
    const late = Date.now() > reuseUntil;
    if (await issuedBeforeStepUp(tx, token)) {
      if (late) await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
      return refreshTokenAlreadyUsed();
    }
    const active = (
      await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [session.id],
      )
    ).rows[0];
    if (active && active.parent === token.token) {
      issued = active.token;
    } else if (late) {
      await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
      return refreshTokenAlreadyUsed();
    }
  }
  if (!issued) {
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = case when revoked then updated_at else now() end
        where token = $1`,
      [token.token],
    );
    issued = await insertRefreshToken(tx, user.id, session.id, token.token);
  }
  await tx.query(
    `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
    [session.id],
  );
  return issue(tx, config, user, session.id, issued);
}

/**
 * GoTrue's updateMFASessionAndClaims: the session is raised to aal2 with the factor that proved
 * it, `totp` joins its amr claims, and the presented session's refresh token is swapped for a
 * child, so the answer is a new token pair of the same session.
 */
export async function upgradeSession(
  tx: Transaction,
  config: LocalConfig,
  user: UserRow,
  sessionId: string,
  factorId: string,
  method: AuthMethod,
): Promise<SessionResponse> {
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and revoked = false returning token`,
    [sessionId],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, rows.at(-1)?.token ?? null);
  return issue(tx, config, user, sessionId, refreshToken);
}

/** What a sign-in already proved: a session's level, read from its row. */
export async function sessionAal(tx: Transaction, sessionId: string | null): Promise<Aal> {
  if (!sessionId) return "aal1";
  const { rows } = await tx.query<{ aal: string }>(`select aal from auth.sessions where id = $1`, [
    sessionId,
  ]);
  return rows[0]?.aal === "aal2" ? "aal2" : "aal1";
}

export async function deleteSession(tx: Transaction, sessionId: string): Promise<void> {
  await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

export async function deleteUserSessions(
  tx: Transaction,
  userId: string,
  except: string | null = null,
): Promise<void> {
  await tx.query(
    `delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`,
    [userId, except],
  );
}
