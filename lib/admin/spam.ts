/** Why a row is set apart as spam (public.*.spam_reason), as staff read it. */
const REASONS: Record<string, string> = {
  honeypot: "Honeypot",
  "too-fast": "Too fast",
  links: "Mostly links",
  staff: "Marked by staff",
};

/** The badge's words for a stored reason; a reason added later still reads as spam. */
export function spamReasonLabel(reason: string): string {
  return Object.hasOwn(REASONS, reason) ? REASONS[reason]! : "Spam";
}
