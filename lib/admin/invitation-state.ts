/** The columns of an invitation that decide its state, as the admin's list returns them. */
export type InvitationDates = {
  expires_at: string;
  sent_at: string | null;
  opened_at: string | null;
  reminder_sent_at: string | null;
  revoked_at: string | null;
  used_at: string | null;
};

export type InvitationState = "queued" | "sent" | "opened" | "reviewed" | "expired" | "revoked";

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  queued: "Waiting to send",
  sent: "Sent",
  opened: "Opened",
  reviewed: "Reviewed",
  expired: "Expired",
  revoked: "Revoked",
};

/** The furthest the invitation got; a final state (reviewed, revoked, expired) wins. */
export function invitationState(row: InvitationDates, now = Date.now()): InvitationState {
  if (row.used_at) return "reviewed";
  if (row.revoked_at) return "revoked";
  if (Date.parse(row.expires_at) <= now) return "expired";
  if (row.opened_at) return "opened";
  return row.sent_at ? "sent" : "queued";
}

/** Whether staff can still resend or revoke it. */
export const isOpenInvitation = (state: InvitationState) =>
  state !== "reviewed" && state !== "revoked";
