import { json } from "../../http-types.ts";
import { badRequest, unprocessable } from "../errors.ts";
import { createFlowState } from "../flow-state.ts";
import { issueEmailToken } from "../mail.ts";
import { assertPasswordStrength, hashPassword } from "../passwords.ts";
import {
  objectOrNull,
  readBody,
  readPkce,
  resolveRedirect,
  str,
  validateEmail,
  type Route,
} from "../request.ts";
import {
  fakeUserJson,
  findUserByEmail,
  findUserById,
  insertUser,
  isConfirmed,
  loadUserJson,
} from "../users.ts";

/** GoTrue's answer whenever sign-up is off (`[auth] enable_signup = false`, DISABLE_SIGNUP). */
export const signupDisabled = () =>
  unprocessable("signup_disabled", "Signups not allowed for this instance");

/**
 * `POST /signup` with confirmations on: creates the user unconfirmed and e-mails a confirmation
 * link and code. A registered (confirmed) e-mail gets a fake user with no identities, so the
 * answer does not reveal the account; an unconfirmed one gets its confirmation e-mail again.
 * With sign-up off it answers 422 signup_disabled before looking at anything but the JSON, as
 * GoTrue does; the admin API still creates users.
 */
export const signup: Route = async ({ ctx, req, query }) => {
  const body = readBody(req);
  const password = str(body.password);
  if (!password && !str(body.email) && !str(body.phone)) {
    // supabase-js signInAnonymously(): GoTrue's answer when anonymous sign-ins are off.
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (!ctx.config.enableSignup) throw signupDisabled();
  if (!password) throw unprocessable("validation_failed", "Signup requires a valid password");
  assertPasswordStrength(password);
  if (str(body.phone) && !str(body.email))
    throw badRequest("phone_provider_disabled", "Phone signups are disabled");
  if (!ctx.config.emailProviderEnabled)
    throw badRequest("email_provider_disabled", "Email signups are disabled");
  const email = validateEmail(body.email);
  const data = objectOrNull(body.data, "data") ?? {};
  const pkce = readPkce(body);
  const redirectTo = resolveRedirect(ctx.config, query.get("redirect_to"));
  const passwordHash = await hashPassword(password);

  const result = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && isConfirmed(existing)) return { user: fakeUserJson(email, data), mail: null };
    const user =
      existing ??
      (await insertUser(tx, { email, passwordHash, userMetadata: data, confirmed: false }));
    if (pkce) await createFlowState(tx, user.id, pkce, "email/signup");
    const mail = await issueEmailToken(tx, ctx.config, user, "signup", redirectTo, pkce !== null);
    return { user: await loadUserJson(tx, (await findUserById(tx, user.id)) ?? user), mail };
  });
  if (result.mail) ctx.inbox.send(result.mail);
  return json(200, result.user);
};
