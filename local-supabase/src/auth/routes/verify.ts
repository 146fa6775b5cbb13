import type { LocalContext } from "../../context.ts";
import { json, type LocalResponse } from "../../http-types.ts";
import type { AttemptLimits } from "../attempt-limits.ts";
import { AuthError, notFound, unprocessable, validationFailed } from "../errors.ts";
import { issueAuthCode } from "../flow-state.ts";
import {
  burnEmailedCodes,
  consumeEmailToken,
  FLOW_METHODS,
  heldCodes,
  VERIFY_TYPES,
  type VerifyType,
} from "../mail.ts";
import {
  clientAddress,
  readBody,
  resolveRedirect,
  str,
  validateEmail,
  type Route,
} from "../request.ts";
import { createSession, type SessionResponse } from "../sessions.ts";
import { PKCE_PREFIX } from "../tokens.ts";

function assertType(type: string): VerifyType {
  if (!type) throw validationFailed("Verify requires a verification type");
  if (!VERIFY_TYPES.has(type)) throw validationFailed("Unsupported verification type");
  return type as VerifyType;
}

/**
 * A code or link that matched nothing counts against the address and, for a typed code, the
 * account; the fifth wrong guess at the same e-mailed code burns it, so six digits cannot be
 * walked through.
 */
async function countWrongGuess(
  ctx: LocalContext,
  limits: AttemptLimits,
  address: string,
  account: string | null,
  email: string | null,
): Promise<void> {
  limits.recordFailure(address, account);
  if (!email) return;
  const codes = await ctx.db.transaction((tx) => heldCodes(tx, email));
  if (codes && limits.wrongEmailedCode(codes))
    await ctx.db.transaction((tx) => burnEmailedCodes(tx, email));
}

const isWrongGuess = (error: unknown) => error instanceof AuthError && error.code === "otp_expired";

/**
 * `POST /verify` (supabase-js `verifyOtp`): `{email, token, type}` or `{token_hash, type}`;
 * always answers with a session, also for tokens of a PKCE flow.
 */
export const verifyPost: Route = async ({ ctx, req, limits }) => {
  const body = readBody(req);
  const rawType = str(body.type);
  if (!rawType) throw validationFailed("Verify requires a verification type");
  const token = str(body.token);
  const tokenHash = str(body.token_hash);
  if ((!token && !tokenHash) || (token && tokenHash)) {
    throw validationFailed("Verify requires either a token or a token hash");
  }
  let input: { tokenHash: string } | { email: string; otp: string };
  if (token) {
    if (!str(body.email) || str(body.phone)) {
      throw validationFailed("Only an email address or phone number should be provided on verify");
    }
    let email: string;
    try {
      email = validateEmail(body.email);
    } catch {
      throw unprocessable("validation_failed", "Invalid email format");
    }
    input = { email, otp: token.trim() };
  } else {
    if (body.email || body.phone || body.redirect_to) {
      throw validationFailed("Only the token_hash and type should be provided");
    }
    input = { tokenHash };
  }
  const type = assertType(rawType);
  const address = clientAddress(req);
  // Its own count, not the password's: a code from the mailbox is the owner's way in when someone
  // else's wrong passwords have locked the account (and the code dies after five wrong tries).
  const account = "email" in input ? `mailbox:${input.email}` : null;
  limits.assertAllowed(address, account);
  try {
    const session = await ctx.db.transaction(async (tx) => {
      const verified = await consumeEmailToken(tx, type, input);
      return createSession(tx, ctx.config, verified.user, "otp", req.headers["user-agent"]);
    });
    return json(200, session);
  } catch (error) {
    if (isWrongGuess(error))
      await countWrongGuess(ctx, limits, address, account, "email" in input ? input.email : null);
    throw error;
  }
};

const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  404: "invalid_request",
  422: "invalid_request",
  500: "server_error",
};

const redirect = (location: string): LocalResponse => ({
  status: 303,
  headers: { location },
  body: "",
});

function withoutFragment(target: string): URL {
  const url = new URL(target);
  url.hash = "";
  return url;
}

function sessionRedirect(target: string, session: SessionResponse, type: string): string {
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: "bearer",
    type,
  });
  return `${withoutFragment(target).toString()}#${fragment}`;
}

function codeRedirect(target: string, code: string): string {
  const url = withoutFragment(target);
  url.searchParams.set("code", code);
  return url.toString();
}

/** GoTrue's error redirect: in the fragment, and for a PKCE flow also in the query. */
function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
  const url = withoutFragment(target);
  const params = new URLSearchParams({
    error: OAUTH_ERRORS[error.status] ?? "server_error",
    error_code: error.code,
    error_description: error.message,
  });
  if (pkce) for (const [key, value] of params) url.searchParams.set(key, value);
  return `${url.toString()}#${params}`;
}

/**
 * `GET /verify?token=&type=&redirect_to=`: the link in the e-mails. 303 to `redirect_to` with
 * the session in the fragment (implicit flow) or `?code=` (PKCE flow: the token is `pkce_…`),
 * and errors as `#error=access_denied&error_code=otp_expired&error_description=…`.
 */
export const verifyGet: Route = async ({ ctx, req, query, limits }) => {
  const rawType = query.get("type") ?? "";
  const token = query.get("token") ?? "";
  if (!rawType) throw validationFailed("Verify requires a verification type");
  if (!token) throw validationFailed("Verify requires a token or a token hash");
  const type = assertType(rawType);
  const target = resolveRedirect(ctx.config, query.get("redirect_to"));
  const pkce = token.startsWith(PKCE_PREFIX);
  const address = clientAddress(req);
  try {
    limits.assertAllowed(address, null);
    const location = await ctx.db.transaction(async (tx) => {
      const verified = await consumeEmailToken(tx, type, { tokenHash: token });
      if (verified.pkce) {
        const code = await issueAuthCode(tx, verified.user.id, FLOW_METHODS[verified.column]);
        if (!code)
          throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
        return codeRedirect(target, code);
      }
      const session = await createSession(
        tx,
        ctx.config,
        verified.user,
        "otp",
        req.headers["user-agent"],
      );
      return sessionRedirect(target, session, type);
    });
    return redirect(location);
  } catch (error) {
    if (isWrongGuess(error)) await countWrongGuess(ctx, limits, address, null, null);
    if (error instanceof AuthError) return redirect(errorRedirect(target, error, pkce));
    throw error;
  }
};
