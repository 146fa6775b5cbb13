import { createHmac, timingSafeEqual } from "node:crypto";

export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number; role?: string; sub?: string };

const b64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");

/** HS256, as Supabase's legacy keys and GoTrue's access tokens. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

export type JwtVerification =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: "malformed" | "bad_signature" | "unsupported_alg" | "expired" | "not_yet_valid" };

/** Verifies signature and time claims with PostgREST's 30 s clock skew. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtVerification {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: unknown };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(headerPart, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(payloadPart, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (!header || typeof header !== "object" || !claims || typeof claims !== "object" || Array.isArray(claims)) {
    return { ok: false, reason: "malformed" };
  }
  if (header.alg !== "HS256") return { ok: false, reason: "unsupported_alg" };
  const expected = createHmac("sha256", secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_signature" };
  const skew = 30;
  if (typeof claims.exp === "number" && nowSeconds - skew >= claims.exp) return { ok: false, reason: "expired" };
  if (typeof claims.nbf === "number" && nowSeconds + skew < claims.nbf) return { ok: false, reason: "not_yet_valid" };
  return { ok: true, claims };
}
