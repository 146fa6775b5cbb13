/**
 * The signs that a form was sent by a program rather than a person. A row showing one is stored
 * as spam (never dropped: staff can move it back), and the sender sees the usual success.
 */
export type SpamReason = "honeypot" | "too-fast" | "links";

/** Long enough for staff to notice a person caught by mistake, short enough not to hoard spam. */
export const SPAM_DAYS = 30;

const LINK = /\b(?:https?:\/\/|www\.)\S+|\[url[=\]]\S*/gi;

/** Links make up more than half of the text's visible characters. */
export function isMostlyLinks(text: string): boolean {
  const visible = text.replace(/\s+/g, "").length;
  if (visible === 0) return false;
  const linked = (text.match(LINK) ?? []).reduce((sum, link) => sum + link.length, 0);
  return linked * 2 > visible;
}

/** The first sign found, in the order of certainty, or null for a person. */
export function spamReason(signs: {
  honeypotFilled: boolean;
  /** Milliseconds from the form's start to its arrival; null when unknown (no script ran). */
  fillMs: number | null;
  minFillMs: number;
  text: string;
}): SpamReason | null {
  if (signs.honeypotFilled) return "honeypot";
  if (signs.fillMs !== null && signs.fillMs < signs.minFillMs) return "too-fast";
  if (isMostlyLinks(signs.text)) return "links";
  return null;
}
