import { json } from "../../http-types.ts";
import { badRequest, unprocessable, validationFailed } from "../errors.ts";
import { createFlowState } from "../flow-state.ts";
import { ensureSendFrequency, issueEmailToken } from "../mail.ts";
import {
  objectOrNull,
  readBody,
  readPkce,
  resolveRedirect,
  str,
  validateEmail,
  type Route,
} from "../request.ts";
import { findUserByEmail, insertUser, isConfirmed } from "../users.ts";
import { signupDisabled } from "./signup.ts";

/**
 * `POST /otp` (magic link + 6-digit code). As in GoTrue: an unknown e-mail is signed up (without a
 * password) when `create_user` is not false, and an unconfirmed user gets the confirmation e-mail
 * instead of a magic link; both links sign the user in. Always 200 `{}` on success. Both of those
 * go through GoTrue's sign-up, so with sign-up off they are 422 signup_disabled; a confirmed user
 * still gets a magic link.
 */
export const otp: Route = async ({ ctx, req, query }) => {
  const body = readBody(req);
  const rawEmail = str(body.email);
  const phone = str(body.phone);
  if (rawEmail && phone)
    throw validationFailed("Only an email address or phone number should be provided");
  if (phone) throw badRequest("phone_provider_disabled", "Unsupported phone provider");
  if (!rawEmail) throw validationFailed("One of email or phone must be set");
  const email = validateEmail(rawEmail);
  const data = objectOrNull(body.data, "data") ?? {};
  const createUser = body.create_user !== false;
  const pkce = readPkce(body);
  const redirectTo = resolveRedirect(ctx.config, query.get("redirect_to"));

  const mail = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user && !createUser) throw unprocessable("otp_disabled", "Signups not allowed for otp");
    if (!ctx.config.emailProviderEnabled)
      throw unprocessable("email_provider_disabled", "Email logins are disabled");
    if ((!user || !isConfirmed(user)) && !ctx.config.enableSignup) throw signupDisabled();
    if (!user) {
      user = await insertUser(tx, {
        email,
        passwordHash: null,
        userMetadata: data,
        confirmed: false,
      });
    }
    const kind = isConfirmed(user) ? "magiclink" : "signup";
    ensureSendFrequency(ctx.config, user, kind);
    if (pkce)
      await createFlowState(tx, user.id, pkce, kind === "signup" ? "email/signup" : "magiclink");
    return issueEmailToken(tx, ctx.config, user, kind, redirectTo, pkce !== null);
  });
  ctx.inbox.send(mail);
  return json(200, {});
};
