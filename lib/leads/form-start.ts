import "server-only";

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { serverEnv } from "@/lib/env";
import { FORM_PAGES, type PublicFormName } from "@/lib/schemas/form-fields";

// Signed, so the fill time is judged without trusting the browser's clock; without a key there is
// no stamp and the timing is not judged. A page left open a day is no evidence either way.
export const FORM_START_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A stamp is made for one form and is worthless to the other. */
export type StampedForm = PublicFormName;

export const isStampedForm = (value: unknown): value is StampedForm =>
  typeof value === "string" && Object.hasOwn(FORM_PAGES, value);

function signingKey(): Buffer | null {
  const { rateLimitSecret, supabaseSecretKey } = serverEnv();
  const base = rateLimitSecret ?? supabaseSecretKey;
  return base ? createHmac("sha256", base).update("kalpix form start v2").digest() : null;
}

const sign = (key: Buffer, body: string) =>
  createHmac("sha256", key).update(body).digest("base64url");

/** `<form>.<ms>.<nonce>.<signature>`: the nonce makes each stamp one of a kind, so it can be spent once. */
export function mintFormStart(form: StampedForm, now = Date.now()): string | null {
  const key = signingKey();
  if (!key) return null;
  const body = `${form}.${now}.${randomBytes(12).toString("base64url")}`;
  return `${body}.${sign(key, body)}`;
}

/** The stamp's age when it is genuine, made for `form` and under a day old; else null. */
export function formStartAge(stamp: unknown, form: StampedForm, now = Date.now()): number | null {
  const key = signingKey();
  if (!key || typeof stamp !== "string" || stamp.length > 120) return null;
  const parts = stamp.split(".");
  if (parts.length !== 4) return null;
  const [stampForm, at, nonce, signature] = parts as [string, string, string, string];
  if (stampForm !== form || !/^\d{13}$/.test(at) || !/^[\w-]{16}$/.test(nonce)) return null;
  const expected = Buffer.from(sign(key, `${stampForm}.${at}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - Number(at);
  return age >= 0 && age <= FORM_START_MAX_AGE_MS ? age : null;
}
