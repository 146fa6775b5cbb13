import { randomUUID } from "node:crypto";

import type { Transaction } from "../../db.ts";
import { json } from "../../http-types.ts";
import {
  errors,
  forbidden,
  notFound,
  unprocessable,
  validationFailed,
  type AuthError,
} from "../errors.ts";
import {
  challengeExpiresAt,
  deleteExpiredFactors,
  deleteFactor,
  findChallenge,
  listFactors,
  MAX_FACTORS,
  ownedFactor,
} from "../factors.ts";
import { securityNotification, type PendingMail } from "../mail.ts";
import {
  authenticate,
  clientAddress,
  readBody,
  str,
  type Caller,
  type Route,
  type RouteInput,
} from "../request.ts";
import { sessionAal, upgradeSession, type SessionResponse } from "../sessions.ts";
import { matchingStep, newTotp } from "../totp.ts";
import { findUserById } from "../users.ts";

/** Every factor route needs a user's session: the level it holds decides what may be done. */
async function sessionCaller(
  tx: Transaction,
  input: RouteInput,
): Promise<Caller & { sessionId: string }> {
  const caller = await authenticate(tx, input.ctx, input.req);
  if (!caller.sessionId) throw errors.sessionNotFound();
  return { ...caller, sessionId: caller.sessionId };
}

function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return "localhost";
  }
}

/**
 * `POST /factors` (`mfa.enroll`): a new, unverified TOTP factor with its secret, otpauth URI and
 * QR code. It counts only once a code has been verified against it. A user who already has a
 * verified factor must be at aal2 to add another, so a stolen password cannot add the thief's.
 */
export const enrollFactor: Route = async (input) => {
  const body = readBody(input.req);
  const factorType = str(body.factor_type);
  if (factorType === "phone")
    throw unprocessable("mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (factorType !== "totp") throw validationFailed("factor_type needs to be totp or phone");
  const friendlyName = str(body.friendly_name).trim();
  const issuer = str(body.issuer) || siteHost(input.ctx.config.siteUrl);

  const enrolled = await input.ctx.db.transaction(async (tx) => {
    const caller = await sessionCaller(tx, input);
    await deleteExpiredFactors(tx);
    const factors = await listFactors(tx, caller.user.id);
    const verified = factors.filter((factor) => factor.status === "verified").length;
    if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
      throw forbidden(
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (verified > 0 && (await sessionAal(tx, caller.sessionId)) !== "aal2")
      throw forbidden("insufficient_aal", "AAL2 required to enroll a new factor");
    if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw unprocessable(
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${friendlyName}" for this user likely already exists`,
      );
    }
    const totp = await newTotp(issuer, caller.user.email ?? "");
    const id = randomUUID();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, $3, 'totp', 'unverified', $4)`,
      [id, caller.user.id, friendlyName, totp.secret],
    );
    return { id, totp };
  });
  return json(200, {
    id: enrolled.id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: enrolled.totp.qrCode, secret: enrolled.totp.secret, uri: enrolled.totp.uri },
  });
};

/** `POST /factors/{id}/challenge`: a challenge for this client address, good for 5 minutes. */
export const challengeFactor: Route = async (input) => {
  readBody(input.req);
  const challenge = await input.ctx.db.transaction(async (tx) => {
    const caller = await sessionCaller(tx, input);
    const factor = await ownedFactor(tx, caller.user.id, input.params.factorId);
    const id = randomUUID();
    const { rows } = await tx.query<{ created_at: Date | string }>(
      `insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)
       returning created_at`,
      [id, factor.id, clientAddress(input.req)],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [
      factor.id,
    ]);
    return { id, expires_at: challengeExpiresAt(rows[0]!) };
  });
  return json(200, { id: challenge.id, type: "totp", expires_at: challenge.expires_at });
};

const invalidCode = () => unprocessable("mfa_verification_failed", "Invalid TOTP code entered");

/**
 * `POST /factors/{id}/verify` (`mfa.verify`): a code for an open challenge. Success verifies the
 * factor (the end of an enrolment), raises the session to aal2 with new tokens, and, as GoTrue
 * does, ends the user's other aal1 sessions and drops unfinished enrolments. Each code is
 * accepted once; wrong codes count toward the attempt limits.
 */
export const verifyFactor: Route = async (input) => {
  const { ctx, req, limits } = input;
  const body = readBody(req);
  const code = str(body.code).trim();
  const challengeId = str(body.challenge_id);
  if (!code) throw validationFailed("Code needs to be non-empty");
  const address = clientAddress(req);

  const outcome = await ctx.db.transaction(
    async (
      tx,
    ): Promise<
      | { session: SessionResponse; mail: PendingMail | null }
      | { error: AuthError; account: string | null }
    > => {
      const caller = await sessionCaller(tx, input);
      // Counted per session, not under the account's password count: a stolen password's wrong
      // codes must not lock out the owner's own session (hosted Auth counts per address only).
      const account = `session:${caller.sessionId}`;
      limits.assertAllowed(address, account);
      const factor = await ownedFactor(tx, caller.user.id, input.params.factorId);
      const challenge = await findChallenge(tx, factor.id, challengeId);
      if (!challenge) {
        throw notFound(
          "mfa_factor_not_found",
          "MFA factor with the provided challenge ID not found",
        );
      }
      if (challenge.verified_at || challenge.ip_address !== address) {
        throw unprocessable(
          "mfa_ip_address_mismatch",
          "Challenge and verify IP addresses mismatch",
        );
      }
      if (Date.now() / 1000 > challengeExpiresAt(challenge)) {
        await tx.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
        return {
          error: unprocessable(
            "mfa_challenge_expired",
            `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          ),
          account: null,
        };
      }
      const step = matchingStep(factor.secret ?? "", code);
      const lastStep =
        factor.last_verified_step === null ? null : Number(factor.last_verified_step);
      if (step === null || (lastStep !== null && step <= lastStep))
        return { error: invalidCode(), account };

      await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [
        challenge.id,
      ]);
      await tx.query(
        `update auth.mfa_factors set status = 'verified', last_verified_step = $2, updated_at = now()
          where id = $1`,
        [factor.id, step],
      );
      const user = (await findUserById(tx, caller.user.id)) ?? caller.user;
      const session = await upgradeSession(
        tx,
        ctx.config,
        user,
        caller.sessionId,
        factor.id,
        "totp",
      );
      await tx.query(`delete from auth.sessions where user_id = $1 and aal <> 'aal2'`, [user.id]);
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
        [user.id],
      );
      // GoTrue e-mails "added" when a code completes the enrolment, not at each sign-in.
      const enrolment = factor.status === "unverified";
      const mail = enrolment
        ? securityNotification(ctx.config, "mfa_factor_enrolled", user, factor.factor_type)
        : null;
      return { session, mail };
    },
  );
  if ("error" in outcome) {
    if (outcome.account) limits.recordFailure(address, outcome.account);
    throw outcome.error;
  }
  if (outcome.mail) ctx.inbox.send(outcome.mail);
  return json(200, outcome.session);
};

/**
 * `DELETE /factors/{id}` (`mfa.unenroll`): a verified factor only from an aal2 session. The owner
 * is e-mailed whatever the factor's status, as GoTrue does.
 */
export const unenrollFactor: Route = async (input) => {
  const { ctx } = input;
  const removed = await ctx.db.transaction(async (tx) => {
    const caller = await sessionCaller(tx, input);
    const factor = await ownedFactor(tx, caller.user.id, input.params.factorId);
    if (factor.status === "verified" && (await sessionAal(tx, caller.sessionId)) !== "aal2")
      throw unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor");
    await deleteFactor(tx, factor.id);
    const mail = securityNotification(
      ctx.config,
      "mfa_factor_unenrolled",
      caller.user,
      factor.factor_type,
    );
    return { id: factor.id, mail };
  });
  if (removed.mail) ctx.inbox.send(removed.mail);
  return json(200, { id: removed.id });
};
