import * as OTPAuth from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 as GoTrue configures it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** GoTrue accepts the previous and the next step as well, for phones whose clock drifts. */
const ACCEPTED_SKEW_STEPS = 1;

export type NewTotp = { secret: string; uri: string; qrCode: string };

/** A fresh 160-bit secret, its otpauth:// URI and that URI as an SVG QR code. */
export async function newTotp(issuer: string, accountName: string): Promise<NewTotp> {
  const totp = new OTPAuth.TOTP({
    issuer,
    label: accountName,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: new OTPAuth.Secret({ size: 20 }),
  });
  const uri = totp.toString();
  // Error correction H, as GoTrue's QR codes; the SVG is what the Auth server sends.
  const qrCode = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H", margin: 2 });
  return { secret: totp.secret.base32, uri, qrCode };
}

/**
 * The 30-second step a code belongs to, or null when it matches none of the accepted steps
 * around `now`. The caller refuses a step it has already accepted once.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new OTPAuth.TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
  const delta = totp.validate({ token: code, timestamp: now, window: ACCEPTED_SKEW_STEPS });
  if (delta === null) return null;
  return OTPAuth.TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
