import { isIP } from "node:net";

import type { LocalConfig } from "../config.ts";
import type { LocalContext } from "../context.ts";
import type { Transaction } from "../db.ts";
import type { LocalRequest, LocalResponse } from "../http-types.ts";
import { verifyJwt, type JwtClaims, type JwtVerification } from "../jwt.ts";
import type { AttemptLimits } from "./attempt-limits.ts";
import { badRequest, errors, validationFailed } from "./errors.ts";
import { findUserById, isUuid, type UserRow } from "./users.ts";

/** What every route receives; `params` holds path segments such as the admin routes' user id. */
export type RouteInput = {
  ctx: LocalContext;
  req: LocalRequest;
  query: URLSearchParams;
  params: Record<string, string>;
  /** Failed sign-ins and code checks, per client address and account. */
  limits: AttemptLimits;
};
export type Route = (input: RouteInput) => Promise<LocalResponse>;

export type JsonObject = Record<string, unknown>;

/** The JSON object body; an empty body counts as `{}`. */
export function readBody(req: LocalRequest): JsonObject {
  const text = req.body.toString("utf8").trim();
  if (text === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalidJson();
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw errors.invalidJson();
  return value as JsonObject;
}

/** The client address that per-address limits count (see withForwardedAddress). */
export const clientAddress = (req: LocalRequest) => req.clientAddress ?? "unknown";

/**
 * GoTrue's IP address forwarding: a request carrying the secret key as `apikey` (a server calling
 * for its user) is counted by the first `Sb-Forwarded-For` value when that is an IP address;
 * any other request, or any other value, by the socket's address.
 */
export function withForwardedAddress(config: LocalConfig, req: LocalRequest): LocalRequest {
  if (!config.sbForwardedForEnabled || req.headers.apikey !== config.serviceRoleKey) return req;
  const forwarded = parseIpAddress(req.headers["sb-forwarded-for"]?.split(",")[0]);
  return forwarded ? { ...req, clientAddress: forwarded } : req;
}

/** An IPv4 or IPv6 address in its canonical spelling, or null (ports, zones, brackets, names). */
function parseIpAddress(raw: string | undefined): string | null {
  const value = raw?.trim().toLowerCase() ?? "";
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6 || value.includes("%")) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  return new URL(`http://[${value}]/`).hostname.slice(1, -1);
}

export const str = (value: unknown): string => (typeof value === "string" ? value : "");

export function objectOrNull(value: unknown, field: string): JsonObject | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "object" || Array.isArray(value))
    throw validationFailed(`${field} must be a JSON object`);
  return value as JsonObject;
}

/** The HTML5 e-mail grammar, which GoTrue's validator also follows. */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's `validateEmail`: trimmed, lower-cased, 400 validation_failed otherwise. */
export function validateEmail(raw: unknown): string {
  const email = str(raw).trim();
  if (email === "") throw validationFailed("An email address is required");
  if (email.length > 255) throw validationFailed("An email address is too long");
  if (!EMAIL_RE.test(email))
    throw validationFailed("Unable to validate email address: invalid format");
  return email.toLowerCase();
}

/**
 * `redirect_to` is honoured for http(s) on localhost or 127.0.0.1 (any port) and for the site's
 * own origin; anything else falls back to the site URL, as GoTrue does for non-allow-listed URLs.
 */
export function resolveRedirect(config: LocalConfig, raw: string | null | undefined): string {
  if (!raw) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return config.siteUrl;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return config.siteUrl;
  if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return url.toString();
  try {
    if (url.origin === new URL(config.siteUrl).origin) return url.toString();
  } catch {
    // A malformed site URL accepts nothing extra.
  }
  return config.siteUrl;
}

export type PkceParams = { challenge: string; method: "s256" | "plain" };

/** The optional `code_challenge` / `code_challenge_method` pair of /signup, /otp and /recover. */
export function readPkce(body: JsonObject): PkceParams | null {
  const challenge = str(body.code_challenge);
  const method = str(body.code_challenge_method).toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method)
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  if (method !== "s256" && method !== "plain")
    throw validationFailed(`code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  return { challenge, method };
}

function bearerToken(req: LocalRequest): string {
  const match = /^bearer (\S+)$/i.exec((req.headers.authorization ?? "").trim());
  if (!match) throw errors.noAuthorization();
  return match[1]!;
}

const JWT_FAILURES: Record<Exclude<JwtVerification, { ok: true }>["reason"], string> = {
  malformed: "token is malformed: could not JSON decode header or payload",
  bad_signature: "token signature is invalid: signature is invalid",
  unsupported_alg:
    "token is unverifiable: error while executing keyfunc: invalid signing algorithm",
  expired: "token has invalid claims: token is expired",
  invalid_claims: "token has invalid claims: exp claim is required and must be a number",
  not_yet_valid: "token has invalid claims: token is not valid yet",
};

/** The verified claims of the Bearer token, or 401 no_authorization / 403 bad_jwt. */
async function bearerClaims(ctx: LocalContext, req: LocalRequest): Promise<JwtClaims> {
  const result = await verifyJwt(bearerToken(req), ctx.config.jwtSecret);
  if (!result.ok)
    throw errors.badJwt(
      `invalid JWT: unable to parse or verify signature, ${JWT_FAILURES[result.reason]}`,
    );
  return result.claims;
}

export type Caller = { claims: JwtClaims; user: UserRow; sessionId: string | null };

/** GoTrue's requireAuthentication: a user's access token whose user and session still exist. */
export async function authenticate(
  tx: Transaction,
  ctx: LocalContext,
  req: LocalRequest,
): Promise<Caller> {
  const claims = await bearerClaims(ctx, req);
  if (typeof claims.sub !== "string" || claims.sub === "")
    throw errors.badJwt("invalid claim: missing sub claim");
  if (!isUuid(claims.sub)) throw badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(tx, claims.sub);
  if (!user) throw errors.userNotFoundFromJwt();
  const rawSession = claims.session_id;
  let sessionId: string | null = null;
  if (
    typeof rawSession === "string" &&
    rawSession !== "" &&
    rawSession !== "00000000-0000-0000-0000-000000000000"
  ) {
    if (!isUuid(rawSession))
      throw badRequest("bad_jwt", "invalid claim: session_id claim must be a UUID");
    const { rows } = await tx.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [
      rawSession,
      user.id,
    ]);
    if (rows.length === 0) throw errors.sessionNotFound();
    sessionId = rawSession;
  }
  return { claims, user, sessionId };
}

const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);

/** GoTrue's requireAdmin: the Bearer token's role must be an admin role. */
export async function requireAdmin(ctx: LocalContext, req: LocalRequest): Promise<JwtClaims> {
  const claims = await bearerClaims(ctx, req);
  if (typeof claims.role !== "string" || !ADMIN_ROLES.has(claims.role)) throw errors.notAdmin();
  return claims;
}
