import { json } from "../../http-types.ts";
import { AuthError, errors, forbidden, unprocessable } from "../errors.ts";
import { listFactors } from "../factors.ts";
import { securityNotification } from "../mail.ts";
import { assertPasswordStrength, hashPassword, verifyPassword } from "../passwords.ts";
import { authenticate, objectOrNull, readBody, str, type Route } from "../request.ts";
import { deleteUserSessions, sessionAal } from "../sessions.ts";
import { findUserById, loadUserJson, mergeMetadata } from "../users.ts";

/** `GET /user`: the user of the Bearer access token. */
export const getUser: Route = async ({ ctx, req }) =>
  json(
    200,
    await ctx.db.transaction(async (tx) => {
      const caller = await authenticate(tx, ctx, req);
      return loadUserJson(tx, caller.user);
    }),
  );

/**
 * `PUT /user`: password change (other sessions are signed out and the owner is e-mailed, as GoTrue
 * does) and `data`
 * merged into user_metadata. E-mail and phone changes need a mailer round trip that the local
 * backend does not implement, so they are refused honestly.
 */
export const updateUser: Route = async ({ ctx, req }) => {
  const caller = await ctx.db.transaction((tx) => authenticate(tx, ctx, req));
  const body = readBody(req);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
  }
  const email = str(body.email).trim().toLowerCase();
  if (email && email !== (caller.user.email ?? "").toLowerCase()) {
    throw unprocessable("validation_failed", "Email change is not supported locally");
  }
  const phone = str(body.phone).trim();
  if (phone && phone !== (caller.user.phone ?? "")) {
    throw unprocessable("validation_failed", "Phone change is not supported locally");
  }
  const data = objectOrNull(body.data, "data");
  let passwordHash: string | null = null;
  if (typeof body.password === "string") {
    // As GoTrue: with a verified second factor, a password (from a reset link, say) is not
    // enough to set a new one.
    const enrolled = await ctx.db.transaction(async (tx) => {
      const factors = await listFactors(tx, caller.user.id);
      return (
        factors.some((factor) => factor.status === "verified") &&
        (await sessionAal(tx, caller.sessionId)) !== "aal2"
      );
    });
    if (enrolled) {
      throw new AuthError(
        401,
        "insufficient_aal",
        "AAL2 session is required to update email or password when MFA is enabled.",
      );
    }
    assertPasswordStrength(body.password);
    if (await verifyPassword(body.password, caller.user.encrypted_password))
      throw errors.samePassword();
    passwordHash = await hashPassword(body.password);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const current = await authenticate(tx, ctx, req);
    const id = current.user.id;
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
        [id, passwordHash],
      );
      await deleteUserSessions(tx, id, current.sessionId);
    }
    if (data) {
      await tx.query(
        `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
        [id, JSON.stringify(mergeMetadata(current.user.raw_user_meta_data, data))],
      );
    }
    const fresh = await findUserById(tx, id);
    if (!fresh) throw errors.userNotFoundFromJwt();
    const mail = passwordHash ? securityNotification(ctx.config, "password_changed", fresh) : null;
    return { json: await loadUserJson(tx, fresh), mail };
  });
  if (updated.mail) ctx.inbox.send(updated.mail);
  return json(200, updated.json);
};
