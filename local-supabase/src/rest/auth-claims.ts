import { verifyJwt, type JwtClaims } from "../jwt.ts";
import { RestError } from "./errors.ts";

/** The only database roles a request may switch to. */
const API_ROLES = ["anon", "authenticated", "service_role"] as const;
type ApiRole = (typeof API_ROLES)[number];

export type RequestAuth = {
  role: ApiRole;
  /** What `request.jwt.claims` is set to: the verified claims with `role` filled in. */
  claims: JwtClaims;
};

function jwtError(code: "PGRST301" | "PGRST303", message: string): RestError {
  const description = message.replace(/["\\]/g, "");
  return new RestError(401, code, message, {
    headers: {
      "www-authenticate": `Bearer error="invalid_token", error_description="${description}"`,
    },
  });
}

function isApiRole(value: unknown): value is ApiRole {
  return typeof value === "string" && (API_ROLES as readonly string[]).includes(value);
}

/**
 * Authenticates a REST request the way PostgREST does: no bearer token means anon; a token must
 * verify (HS256, 30 s skew, `exp` required) or the request fails with 401. The `role` claim picks
 * the database role, but only one of the three API roles is ever accepted.
 */
export async function authenticate(
  headers: Record<string, string>,
  secret: string,
  nowSeconds?: number,
): Promise<RequestAuth> {
  const authorization = headers.authorization?.trim() ?? "";
  const match = /^bearer(?:\s+(.*))?$/i.exec(authorization);
  if (!match) return { role: "anon", claims: { role: "anon" } };
  const token = (match[1] ?? "").trim();
  if (token === "") throw jwtError("PGRST301", "Empty JWT is sent in Authorization header");

  const result = await verifyJwt(token, secret, nowSeconds);
  if (!result.ok) {
    switch (result.reason) {
      case "expired":
        throw jwtError("PGRST303", "JWT expired");
      case "not_yet_valid":
        throw jwtError("PGRST303", "JWT not yet valid");
      case "invalid_claims":
        throw jwtError("PGRST303", "The JWT 'exp' claim must be a number");
      case "bad_signature":
        throw jwtError("PGRST301", "JWT cryptographic operation failed");
      case "unsupported_alg":
        throw jwtError("PGRST301", "Wrong or unsupported encoding algorithm");
      default:
        throw jwtError("PGRST301", "Invalid JWT");
    }
  }

  const claimed = result.claims.role;
  if (claimed === undefined || claimed === null) {
    return { role: "anon", claims: { ...result.claims, role: "anon" } };
  }
  if (!isApiRole(claimed)) throw jwtError("PGRST301", "JWT role is not allowed");
  return { role: claimed, claims: { ...result.claims, role: claimed } };
}
