import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

import type { LocalConfig } from "../config.ts";
import { signJwt } from "../jwt.ts";

export type AmrEntry = { method: string; timestamp: number };
/** Authenticator assurance: aal1 after one factor, aal2 once a second factor was verified. */
export type Aal = "aal1" | "aal2";

/** The user fields the access token carries. */
export type TokenUser = {
  id: string;
  email: string | null;
  phone: string | null;
  role: string | null;
  aud: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** GoTrue's access token, claims in GoTrue's order. */
export async function mintAccessToken(
  config: LocalConfig,
  user: TokenUser,
  sessionId: string,
  amr: AmrEntry[],
  aal: Aal = "aal1",
  issuedAt = nowSeconds(),
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const expiresIn = config.jwtExpiry;
  const expiresAt = issuedAt + expiresIn;
  const token = await signJwt(
    {
      iss: `${config.apiUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud || "authenticated",
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
      role: user.role || "authenticated",
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.isAnonymous,
    },
    config.jwtSecret,
  );
  return { token, expiresAt, expiresIn };
}

/** An opaque refresh token: 128 random bits, URL-safe. */
export const newRefreshToken = () => randomBytes(16).toString("base64url");

/** The 6-digit code of an e-mail. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** GoTrue's `GenerateTokenHash`: hex SHA-224 of e-mail + OTP; the link's `token` and `token_hash`. */
export const hashOtp = (email: string, otp: string) =>
  createHash("sha224")
    .update(email + otp)
    .digest("hex");

export const PKCE_PREFIX = "pkce_";

/** Compares a stored PKCE challenge with a presented verifier (`s256` or `plain`). */
export function pkceMatches(method: string, challenge: string, verifier: string): boolean {
  const computed =
    method.toLowerCase() === "plain"
      ? verifier
      : createHash("sha256").update(verifier).digest("base64url");
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
