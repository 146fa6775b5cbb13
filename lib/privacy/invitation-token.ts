import "server-only";

import { createHash, createHmac, timingSafeEqual } from "node:crypto";

import { serverEnv } from "@/lib/env";

/** What a link names: its invitation, and which of the links sent for it (a resend is the next). */
export type InvitationLink = { invitationId: string; generation: number };

const TOKEN = /^([A-Za-z0-9_-]{22})\.([1-9][0-9]{0,5})\.([A-Za-z0-9_-]{43})$/;

function signingKey(): Buffer {
  const { rateLimitSecret, supabaseSecretKey } = serverEnv();
  const base = rateLimitSecret ?? supabaseSecretKey;
  if (!base) throw new Error("RATE_LIMIT_SECRET or SUPABASE_SECRET_KEY is needed to sign links.");
  return createHmac("sha256", base).update("kalpix review invitation v1").digest();
}

const idBytes = (id: string) => Buffer.from(id.replaceAll("-", ""), "hex");

function signature(id: Buffer, generation: number): Buffer {
  return createHmac("sha256", signingKey()).update(id).update(`.${generation}`).digest();
}

// The key never reaches the database, so the stored rows alone cannot rebuild a link.
export function invitationToken({ invitationId, generation }: InvitationLink): string {
  const id = idBytes(invitationId);
  return `${id.toString("base64url")}.${generation}.${signature(id, generation).toString("base64url")}`;
}

/** Null for anything this app did not sign: a typo, a cut link, a changed character. */
export function readInvitationToken(token: string): InvitationLink | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const id = Buffer.from(match[1]!, "base64url");
  const generation = Number(match[2]);
  const given = Buffer.from(match[3]!, "base64url");
  if (id.length !== 16 || given.length !== 32 || !timingSafeEqual(given, signature(id, generation)))
    return null;
  // The canonical spelling only: another base64 spelling of the same bytes is a changed link.
  if (id.toString("base64url") !== match[1] || given.toString("base64url") !== match[3])
    return null;
  const hex = id.toString("hex");
  const invitationId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { invitationId, generation };
}

export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
