import { json } from "../../http-types.ts";
import { unprocessable, validationFailed } from "../errors.ts";
import { ensureSendFrequency, issueEmailToken } from "../mail.ts";
import { readBody, resolveRedirect, str, validateEmail, type Route } from "../request.ts";
import { findUserByEmail, isConfirmed } from "../users.ts";

/** `POST /resend` (`auth.resend({type: 'signup', email})`): a new confirmation e-mail for an unconfirmed user. */
export const resend: Route = async ({ ctx, req, query }) => {
  const body = readBody(req);
  const type = str(body.type);
  if (type === "email_change")
    throw unprocessable("validation_failed", "Email change is not supported locally");
  if (type !== "signup")
    throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
  const email = validateEmail(body.email);
  const redirectTo = resolveRedirect(ctx.config, query.get("redirect_to"));
  const mail = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || isConfirmed(user)) return null;
    ensureSendFrequency(ctx.config, user, "signup");
    return issueEmailToken(tx, ctx.config, user, "signup", redirectTo, false);
  });
  if (mail) ctx.inbox.send(mail);
  return json(200, {});
};
