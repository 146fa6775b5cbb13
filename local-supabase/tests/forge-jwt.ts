import { createHmac } from "node:crypto";

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * Builds a JWT by hand, so tests can make tokens no well-behaved library would issue (no `exp`,
 * a string `exp`, `alg: none`) and check the backend refuses them. Signed with HMAC-SHA256 unless
 * the header's alg is "none", in which case the signature part is empty. Independent of the
 * backend's own jose-based code on purpose: it is the oracle the backend is tested against.
 */
export function forgeJwt(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: "HS256", typ: "JWT" },
): string {
  const signingInput = `${part(header)}.${part(claims)}`;
  if (header.alg === "none") return `${signingInput}.`;
  return `${signingInput}.${createHmac("sha256", secret).update(signingInput).digest("base64url")}`;
}
