import type { Transaction } from "../db.ts";
import { notFound } from "./errors.ts";

/** GoTrue's MFA defaults: a challenge is good for 5 minutes, an unverified factor as long. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_MAX_ENROLLED_FACTORS and MFA_MAX_VERIFIED_FACTORS. */
export const MAX_FACTORS = 10;

type Timestamp = Date | string | null;

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: "verified" | "unverified";
  created_at: Timestamp;
  updated_at: Timestamp;
  secret: string | null;
  last_challenged_at: Timestamp;
  last_verified_step: string | number | null;
};

export type ChallengeRow = {
  id: string;
  factor_id: string;
  created_at: Date | string;
  verified_at: Timestamp;
  ip_address: string;
};

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret,
  last_challenged_at, last_verified_step`;

const iso = (value: Timestamp) => (value ? new Date(value).toISOString() : null);

/** A factor as GoTrue shows it in `user.factors` and the admin API: never its secret. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

export async function listFactors(tx: Transaction, userId: string): Promise<FactorRow[]> {
  const { rows } = await tx.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

export const factorNotFound = () => notFound("mfa_factor_not_found", "Factor not found");

/** The user's own factor; another user's is "not found", as if it did not exist. */
export async function ownedFactor(
  tx: Transaction,
  userId: string,
  factorId: string | undefined,
): Promise<FactorRow> {
  const { rows } = await tx.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id::text = $1 and user_id = $2`,
    [factorId ?? "", userId],
  );
  if (!rows[0]) throw factorNotFound();
  return rows[0];
}

/** GoTrue's DeleteExpiredFactors: enrolments never confirmed with a code go after 5 minutes. */
export async function deleteExpiredFactors(tx: Transaction): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors where status = 'unverified'
        and created_at < now() - make_interval(secs => $1)`,
    [UNVERIFIED_FACTOR_EXPIRY_SECONDS],
  );
}

export async function findChallenge(
  tx: Transaction,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | null> {
  const { rows } = await tx.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, ip_address from auth.mfa_challenges
      where id::text = $1 and factor_id = $2`,
    [challengeId, factorId],
  );
  return rows[0] ?? null;
}

export const challengeExpiresAt = (challenge: { created_at: Date | string }) =>
  Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS;

/**
 * Removes a factor; the sessions it raised to aal2 go back to aal1 without its amr claim (GoTrue's
 * DowngradeSessionsToAAL1), so their next token says so.
 */
export async function deleteFactor(tx: Transaction, factorId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}
