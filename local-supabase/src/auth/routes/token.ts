import { json } from "../../http-types.ts";
import { AuthError, errors, notFound, unprocessable, validationFailed } from "../errors.ts";
import { consumeFlowState } from "../flow-state.ts";
import { burnTime, verifyPassword } from "../passwords.ts";
import {
  clientAddress,
  readBody,
  str,
  type JsonObject,
  type Route,
  type RouteInput,
} from "../request.ts";
import { createSession, refreshSession } from "../sessions.ts";
import { findUserByEmail, findUserById, isBanned, isConfirmed } from "../users.ts";

async function passwordGrant({ ctx, req, limits }: RouteInput, body: JsonObject) {
  const email = str(body.email).trim().toLowerCase();
  const phone = str(body.phone).trim();
  if (!email && !phone) throw validationFailed("missing email or phone");
  if (email && phone)
    throw validationFailed("Only an email address or phone number should be provided on login.");
  if (email && !ctx.config.emailProviderEnabled)
    throw unprocessable("email_provider_disabled", "Email logins are disabled");
  const password = str(body.password);
  const address = clientAddress(req);
  // Checked before the password, so the guess that would be right is refused too.
  limits.assertAllowed(address, email || phone);
  // There are no phone users locally: a phone login can only fail.
  const user = email ? await ctx.db.transaction((tx) => findUserByEmail(tx, email)) : null;
  const valid = user
    ? await verifyPassword(password, user.encrypted_password)
    : (await burnTime(password), false);
  if (!user || !valid) {
    limits.recordFailure(address, email || phone);
    throw errors.invalidCredentials();
  }
  if (isBanned(user)) throw errors.userBanned();
  if (!isConfirmed(user)) throw errors.emailNotConfirmed();
  return ctx.db.transaction(async (tx) => {
    const current = await findUserById(tx, user.id);
    if (!current) throw errors.invalidCredentials();
    return createSession(tx, ctx.config, current, "password", req.headers["user-agent"]);
  });
}

async function refreshTokenGrant({ ctx }: RouteInput, body: JsonObject) {
  const token = str(body.refresh_token);
  if (!token) throw validationFailed("refresh_token required");
  const result = await ctx.db.transaction((tx) => refreshSession(tx, ctx.config, token));
  if (result instanceof AuthError) throw result;
  return result;
}

async function pkceGrant({ ctx, req }: RouteInput, body: JsonObject) {
  const authCode = str(body.auth_code);
  const verifier = str(body.code_verifier);
  if (!authCode || !verifier) {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  return ctx.db.transaction(async (tx) => {
    const flow = await consumeFlowState(tx, authCode, verifier);
    const user = await findUserById(tx, flow.userId);
    if (!user)
      throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    if (isBanned(user)) throw errors.userBanned();
    return createSession(tx, ctx.config, user, flow.method, req.headers["user-agent"]);
  });
}

/** `POST /token?grant_type=password|refresh_token|pkce`: 200 session with `user`. */
export const token: Route = async (input) => {
  const body = readBody(input.req);
  switch (input.query.get("grant_type")) {
    case "password":
      return json(200, await passwordGrant(input, body));
    case "refresh_token":
      return json(200, await refreshTokenGrant(input, body));
    case "pkce":
      return json(200, await pkceGrant(input, body));
    default:
      throw validationFailed("unsupported_grant_type");
  }
};
