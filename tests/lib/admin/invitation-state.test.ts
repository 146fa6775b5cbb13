import { describe, expect, it } from "vitest";

import { invitationState, isOpenInvitation } from "@/lib/admin/invitation-state";

const NOW = Date.parse("2026-12-01T10:00:00Z");
const row = (extra: Partial<Parameters<typeof invitationState>[0]> = {}) => ({
  expires_at: "2026-12-31T10:00:00Z",
  sent_at: null,
  opened_at: null,
  reminder_sent_at: null,
  revoked_at: null,
  used_at: null,
  ...extra,
});

describe("invitationState", () => {
  it("follows an invitation from the outbox to the review", () => {
    expect(invitationState(row(), NOW)).toBe("queued");
    expect(invitationState(row({ sent_at: "2026-12-01T09:00:00Z" }), NOW)).toBe("sent");
    expect(
      invitationState(
        row({ sent_at: "2026-12-01T09:00:00Z", opened_at: "2026-12-01T09:30:00Z" }),
        NOW,
      ),
    ).toBe("opened");
    expect(invitationState(row({ used_at: "2026-12-01T09:40:00Z" }), NOW)).toBe("reviewed");
  });

  it("lets a final state win: reviewed over expired, revoked over opened", () => {
    expect(
      invitationState(
        row({ expires_at: "2026-11-01T00:00:00Z", used_at: "2026-10-20T00:00:00Z" }),
        NOW,
      ),
    ).toBe("reviewed");
    expect(
      invitationState(
        row({ opened_at: "2026-11-30T00:00:00Z", revoked_at: "2026-11-30T01:00:00Z" }),
        NOW,
      ),
    ).toBe("revoked");
    expect(
      invitationState(
        row({ sent_at: "2026-11-01T00:00:00Z", expires_at: "2026-12-01T10:00:00Z" }),
        NOW,
      ),
    ).toBe("expired");
  });

  it("leaves only unused, unrevoked invitations open to resend or revoke", () => {
    expect(isOpenInvitation("expired")).toBe(true);
    expect(isOpenInvitation("opened")).toBe(true);
    expect(isOpenInvitation("reviewed")).toBe(false);
    expect(isOpenInvitation("revoked")).toBe(false);
  });
});
