import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

import { errors, unprocessable } from "./errors.ts";

/** GoTrue's default minimum; hosted projects may raise it. */
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt's limit, which GoTrue enforces; kept so nothing passes locally that hosted auth rejects. */
const MAX_PASSWORD_LENGTH = 72;

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>` with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ["scrypt", N, R, P, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** Timing-safe check against a stored hash; false for anything that is not our format. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    await burnTime(password);
    return false;
  }
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const cost = Number(n);
  const blockSize = Number(r);
  const parallel = Number(p);
  if (![cost, blockSize, parallel].every((value) => Number.isInteger(value) && value > 0))
    return false;
  const expected = Buffer.from(hashText, "base64");
  if (expected.length === 0) return false;
  try {
    const actual = await derive(
      password,
      Buffer.from(saltText, "base64"),
      { N: cost, r: blockSize, p: parallel },
      expected.length,
    );
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** Spends one hash's worth of time, so unknown e-mails and wrong passwords look alike. */
export async function burnTime(password: string): Promise<void> {
  await derive(password, randomBytes(16), { N, r: R, p: P }, KEY_LENGTH);
}

/** GoTrue's length rules: 422 weak_password (reasons ["length"]) or 422 validation_failed. */
export function assertPasswordStrength(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw errors.weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, [
      "length",
    ]);
  }
  if (Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) {
    throw unprocessable(
      "validation_failed",
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
}
