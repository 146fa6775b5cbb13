import type { Transaction } from "../../db.ts";
import { json } from "../../http-types.ts";
import { errors, notFound, unprocessable, validationFailed } from "../errors.ts";
import { deleteFactor, factorJson, factorNotFound, listFactors } from "../factors.ts";
import { issueEmailToken, type EmailKind } from "../mail.ts";
import { assertPasswordStrength, hashPassword } from "../passwords.ts";
import {
  objectOrNull,
  readBody,
  requireAdmin,
  resolveRedirect,
  str,
  validateEmail,
  type JsonObject,
  type Route,
} from "../request.ts";
import { deleteUserSessions } from "../sessions.ts";
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  isConfirmed,
  isUuid,
  listIdentities,
  loadUserJson,
  mergeMetadata,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from "../users.ts";

const userNotFound = () => notFound("user_not_found", "User not found");

async function loadUser(tx: Transaction, id: string | undefined): Promise<UserRow> {
  if (!isUuid(id)) throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUserById(tx, id);
  if (!user) throw userNotFound();
  return user;
}

async function optionalPasswordHash(body: JsonObject): Promise<string | null> {
  const password = str(body.password);
  if (!password) return null;
  assertPasswordStrength(password);
  return hashPassword(password);
}

/** Go's duration grammar for `ban_duration` ("24h", "1h30m", "876000h"), or "none" to lift a ban. */
function banUntil(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (value === "none") return null;
  const text = str(value);
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== text) {
    throw validationFailed("invalid format for ban duration");
  }
  const millis = parts.reduce((sum, part) => sum + Number(part[1]) * units[part[2]!]!, 0);
  return new Date(Date.now() + millis);
}

/** `POST /admin/users` (`auth.admin.createUser`). */
export const adminCreateUser: Route = async ({ ctx, req }) => {
  await requireAdmin(ctx, req);
  const body = readBody(req);
  const rawEmail = str(body.email);
  if (!rawEmail && !str(body.phone))
    throw validationFailed("Cannot create a user without either an email or phone");
  if (!rawEmail) throw unprocessable("validation_failed", "Phone users are not supported locally");
  const email = validateEmail(rawEmail);
  if (body.id !== undefined && !isUuid(body.id)) throw validationFailed("id must be a valid UUID");
  const userMetadata = objectOrNull(body.user_metadata ?? body.data, "user_metadata") ?? {};
  const appMetadata = objectOrNull(body.app_metadata, "app_metadata") ?? {};
  const banned = banUntil(body.ban_duration);
  const passwordHash = await optionalPasswordHash(body);
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw errors.emailExists();
    if (isUuid(body.id) && (await findUserById(tx, body.id)))
      throw unprocessable("email_exists", "User already exists");
    const created = await insertUser(tx, {
      email,
      passwordHash,
      userMetadata,
      appMetadata,
      confirmed: body.email_confirm === true,
      role: str(body.role) || "authenticated",
      id: isUuid(body.id) ? body.id : undefined,
    });
    if (banned)
      await tx.query(`update auth.users set banned_until = $2 where id = $1`, [created.id, banned]);
    return loadUserJson(tx, (await findUserById(tx, created.id)) ?? created);
  });
  return json(200, user);
};

/** `GET /admin/users?page=&per_page=` → `{users, aud}` with `X-Total-Count` and `Link`. */
export const adminListUsers: Route = async ({ ctx, req, query }) => {
  await requireAdmin(ctx, req);
  const page = Math.max(1, Number.parseInt(query.get("page") ?? "", 10) || 1);
  const perPage = Math.min(
    1000,
    Math.max(1, Number.parseInt(query.get("per_page") ?? "", 10) || 50),
  );
  const { total, users } = await ctx.db.transaction(async (tx) => {
    const count = await tx.query<{ total: number }>(
      `select count(*)::int as total from auth.users where deleted_at is null`,
    );
    const { rows } = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const list = [];
    for (const row of rows)
      list.push(userJson(row, await listIdentities(tx, row.id), await listFactors(tx, row.id)));
    return { total: count.rows[0]?.total ?? 0, users: list };
  });
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage)
    links.push(`</auth/v1/admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</auth/v1/admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  return json(
    200,
    { users, aud: "authenticated" },
    { "x-total-count": String(total), link: links.join(", ") },
  );
};

/** `GET /admin/users/<id>`. */
export const adminGetUser: Route = async ({ ctx, req, params }) => {
  await requireAdmin(ctx, req);
  return json(
    200,
    await ctx.db.transaction(async (tx) => loadUserJson(tx, await loadUser(tx, params.id))),
  );
};

/** `GET /admin/users/<id>/factors` (`auth.admin.mfa.listFactors`): the user's factors. */
export const adminListFactors: Route = async ({ ctx, req, params }) => {
  await requireAdmin(ctx, req);
  const factors = await ctx.db.transaction(async (tx) =>
    listFactors(tx, (await loadUser(tx, params.id)).id),
  );
  return json(200, factors.map(factorJson));
};

/**
 * `DELETE /admin/users/<id>/factors/<factorId>` (`auth.admin.mfa.deleteFactor`): the way back
 * for someone who lost their authenticator; answers with the removed factor.
 */
export const adminDeleteFactor: Route = async ({ ctx, req, params }) => {
  await requireAdmin(ctx, req);
  const factor = await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, params.id);
    const found = (await listFactors(tx, user.id)).find((row) => row.id === params.factorId);
    if (!found) throw factorNotFound();
    await deleteFactor(tx, found.id);
    return found;
  });
  return json(200, factorJson(factor));
};

/** `PUT /admin/users/<id>` (`auth.admin.updateUserById`): e-mail set directly, metadata merged. */
export const adminUpdateUser: Route = async ({ ctx, req, params }) => {
  await requireAdmin(ctx, req);
  const body = readBody(req);
  const email = str(body.email) ? validateEmail(body.email) : null;
  const userMetadata = objectOrNull(body.user_metadata ?? body.data, "user_metadata");
  const appMetadata = objectOrNull(body.app_metadata, "app_metadata");
  const banned = banUntil(body.ban_duration);
  const passwordHash = await optionalPasswordHash(body);
  const user = await ctx.db.transaction(async (tx) => {
    const current = await loadUser(tx, params.id);
    const id = current.id;
    if (email && email !== current.email) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== id) throw errors.emailExists();
      await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
        id,
        email,
      ]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
        [id, passwordHash],
      );
    }
    if (body.email_confirm === true) await confirmEmail(tx, id);
    if (userMetadata) {
      await tx.query(
        `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
        [id, JSON.stringify(mergeMetadata(current.raw_user_meta_data, userMetadata))],
      );
    }
    if (appMetadata) {
      await tx.query(
        `update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`,
        [id, JSON.stringify(mergeMetadata(current.raw_app_meta_data, appMetadata))],
      );
    }
    if (str(body.role))
      await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [
        id,
        str(body.role),
      ]);
    if (banned !== undefined) {
      await tx.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [
        id,
        banned,
      ]);
      if (banned) await deleteUserSessions(tx, id);
    }
    return loadUserJson(tx, (await findUserById(tx, id)) ?? current);
  });
  return json(200, user);
};

/** `DELETE /admin/users/<id>`; `should_soft_delete` keeps an anonymised row, as GoTrue does. */
export const adminDeleteUser: Route = async ({ ctx, req, params }) => {
  await requireAdmin(ctx, req);
  const body = readBody(req);
  await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, params.id);
    if (body.should_soft_delete === true) {
      await deleteUserSessions(tx, user.id);
      await tx.query(`delete from auth.identities where user_id = $1`, [user.id]);
      await tx.query(
        `update auth.users set deleted_at = now(), updated_at = now(), email = null, phone = null, encrypted_password = '',
           confirmation_token = '', recovery_token = '', raw_user_meta_data = '{}'::jsonb where id = $1`,
        [user.id],
      );
    } else {
      await tx.query(`delete from auth.users where id = $1`, [user.id]);
    }
  });
  return json(200, {});
};

async function userForLink(
  tx: Transaction,
  kind: EmailKind,
  email: string,
  body: JsonObject,
  passwordHash: string | null,
) {
  const existing = await findUserByEmail(tx, email);
  const data = objectOrNull(body.data, "data") ?? {};
  if (kind === "signup" || kind === "invite") {
    if (existing && isConfirmed(existing)) throw errors.emailExists();
    if (existing) return existing;
    return insertUser(tx, {
      email,
      passwordHash,
      userMetadata: data,
      confirmed: false,
      invited: kind === "invite",
    });
  }
  if (!existing) throw notFound("user_not_found", "User with this email not found");
  return existing;
}

/**
 * `POST /admin/generate_link` (`auth.admin.generateLink`): the link, OTP and hash without
 * sending an e-mail. Types signup, invite, magiclink and recovery.
 */
export const adminGenerateLink: Route = async ({ ctx, req, query }) => {
  await requireAdmin(ctx, req);
  const body = readBody(req);
  const type = str(body.type);
  if (type.startsWith("email_change"))
    throw unprocessable("validation_failed", "Email change is not supported locally");
  if (!["signup", "invite", "magiclink", "recovery"].includes(type)) {
    throw validationFailed(`Invalid email action link type requested: ${type}`);
  }
  const kind = type as EmailKind;
  const email = validateEmail(body.email);
  if (kind === "signup" && !str(body.password))
    throw unprocessable("validation_failed", "Signup requires a valid password");
  const passwordHash = kind === "signup" ? await optionalPasswordHash(body) : null;
  const redirectTo = resolveRedirect(ctx.config, query.get("redirect_to") ?? str(body.redirect_to));
  const result = await ctx.db.transaction(async (tx) => {
    const user = await userForLink(tx, kind, email, body, passwordHash);
    const mail = await issueEmailToken(tx, ctx.config, user, kind, redirectTo, false);
    return { mail, user: await loadUserJson(tx, (await findUserById(tx, user.id)) ?? user) };
  });
  return json(200, {
    ...result.user,
    action_link: result.mail.link,
    email_otp: result.mail.otp,
    hashed_token: result.mail.tokenHash,
    verification_type: kind,
    redirect_to: redirectTo,
  });
};

/** `POST /invite` (`auth.admin.inviteUserByEmail`): creates the user and e-mails an invite link. */
export const adminInvite: Route = async ({ ctx, req, query }) => {
  await requireAdmin(ctx, req);
  const body = readBody(req);
  const email = validateEmail(body.email);
  const redirectTo = resolveRedirect(ctx.config, query.get("redirect_to"));
  const result = await ctx.db.transaction(async (tx) => {
    const user = await userForLink(tx, "invite", email, body, null);
    await tx.query(`update auth.users set invited_at = coalesce(invited_at, now()) where id = $1`, [
      user.id,
    ]);
    const mail = await issueEmailToken(tx, ctx.config, user, "invite", redirectTo, false);
    return { mail, user: await loadUserJson(tx, (await findUserById(tx, user.id)) ?? user) };
  });
  ctx.inbox.send(result.mail);
  return json(200, result.user);
};
