import { describe, expect, it } from "vitest";

import { composeStaffEmail } from "@/lib/notifications/staff-email";

const ID = "1a2b3c4d-0000-4000-8000-000000000001";

const row = (payload: Record<string, unknown>) =>
  ({
    id: 1,
    kind: "submission",
    channel: "staff_email",
    source_id: ID,
    attempts: 1,
    payload,
  }) as const;

describe("composeStaffEmail for an enquiry", () => {
  it("gives staff the reference the person was sent and where the enquiry came from", () => {
    const mail = composeStaffEmail(
      row({
        name: "Meera Iyer",
        email: "meera@example.com",
        message: "We need a Shopify rebuild by March.",
        created_at: "2026-11-28T09:00:00Z",
        source: "newsletter",
      }),
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("KX-1A2B3C4D");
      expect(part).toContain("newsletter");
    }
  });

  it("leaves the source out when none was recorded, and escapes the sender's words", () => {
    const mail = composeStaffEmail(
      row({
        name: "<b>Bold</b>",
        email: "bold@example.com",
        message: "<script>alert(1)</script> hello",
        created_at: "2026-11-28T09:00:00Z",
        source: null,
      }),
    );
    expect(mail.text).not.toContain("Source:");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;b&gt;Bold&lt;/b&gt;");
  });
});

describe("composeStaffEmail for a review from an invitation", () => {
  it("says it came from a verified client, with the project escaped like the comment", () => {
    const mail = composeStaffEmail({
      ...row({
        name: "Meera <i>Joshi</i>",
        rating: 5,
        comment: "<script>alert(1)</script> Lovely.",
        created_at: "2026-11-28T09:00:00Z",
        verified: true,
        project: "Clinic <b>site</b>",
      }),
      kind: "review",
    });
    expect(mail.text).toContain("Invited: Verified client: Clinic <b>site</b>");
    expect(mail.html).toContain("Verified client: Clinic &lt;b&gt;site&lt;/b&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>site");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
