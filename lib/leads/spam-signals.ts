// A row showing a sign is stored as spam, never dropped (staff can move it back).
export type SpamReason = "honeypot" | "too-fast" | "links" | "over-limit";

// Long enough for staff to notice a person caught by mistake, short enough not to hoard spam.
export const SPAM_DAYS = 30;

const LINK = /\b(?:https?:\/\/|www\.)\S+|\[url[=\]]\S*/gi;

export function isMostlyLinks(text: string): boolean {
  const visible = text.replace(/\s+/g, "").length;
  if (visible === 0) return false;
  const linked = (text.match(LINK) ?? []).reduce((sum, link) => sum + link.length, 0);
  return linked * 2 > visible;
}

export function spamReason(signs: {
  honeypotFilled: boolean;
  fillMs: number | null;
  minFillMs: number;
  text: string;
}): SpamReason | null {
  if (signs.honeypotFilled) return "honeypot";
  if (signs.fillMs !== null && signs.fillMs < signs.minFillMs) return "too-fast";
  if (isMostlyLinks(signs.text)) return "links";
  return null;
}
