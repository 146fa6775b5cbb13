import { errors, jwtVerify, SignJWT } from "jose";

export type JwtClaims = Record<string, unknown> & {
  exp?: number;
  iat?: number;
  nbf?: number;
  role?: string;
  sub?: string;
};

/** PostgREST's clock skew: a token is still good 30 s after `exp` and 30 s before `nbf`. */
const CLOCK_SKEW_SECONDS = 30;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** HS256, as Supabase's legacy keys and GoTrue's access tokens. */
export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(keyOf(secret));
}

type JwtFailure =
  | "malformed"
  | "bad_signature"
  | "unsupported_alg"
  | "expired"
  | "not_yet_valid"
  /** No `exp`, or an `exp` (or `nbf`/`iat`) that is not a number: such a token would never expire. */
  | "invalid_claims";

export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

function failureOf(error: unknown): JwtFailure {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === "nbf" && error.reason === "check_failed"
      ? "not_yet_valid"
      : "invalid_claims";
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return "bad_signature";
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return "unsupported_alg";
  return "malformed";
}

/**
 * Verifies an HS256 token with jose: signature, `alg` (only HS256; `none` and every other
 * algorithm are refused), and the time claims with PostgREST's 30 s skew. Unlike PostgREST, `exp`
 * is required: every token this backend accepts must run out.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<JwtVerification> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp"],
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(nowSeconds * 1000),
    });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}
