import { json } from "../../http-types.ts";
import { unprocessable } from "../errors.ts";
import { createFlowState } from "../flow-state.ts";
import { ensureSendFrequency, issueEmailToken } from "../mail.ts";
import { readBody, readPkce, resolveRedirect, str, validateEmail, type Route } from "../request.ts";
import { findUserByEmail } from "../users.ts";

/** `POST /recover`: a recovery e-mail for known addresses, and 200 `{}` either way. */
export const recover: Route = async ({ ctx, req, query }) => {
  const body = readBody(req);
  if (!str(body.email))
    throw unprocessable("validation_failed", "Password recovery requires an email");
  const email = validateEmail(body.email);
  const pkce = readPkce(body);
  const redirectTo = resolveRedirect(ctx.config, query.get("redirect_to"));
  const mail = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    ensureSendFrequency(ctx.config, user, "recovery");
    if (pkce) await createFlowState(tx, user.id, pkce, "recovery");
    return issueEmailToken(tx, ctx.config, user, "recovery", redirectTo, pkce !== null);
  });
  if (mail) ctx.inbox.send(mail);
  return json(200, {});
};
