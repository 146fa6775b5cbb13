const REASONS: Record<string, string> = {
  honeypot: "Honeypot",
  "too-fast": "Too fast",
  links: "Mostly links",
  "over-limit": "Over the form limit",
  staff: "Marked by staff",
};

export function spamReasonLabel(reason: string): string {
  return Object.hasOwn(REASONS, reason) ? REASONS[reason]! : "Spam";
}
