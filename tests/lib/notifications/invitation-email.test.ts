import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { site } from "@/content/site";
import type { OutboxRow } from "@/lib/database-rows";
import { siteUrl } from "@/lib/env/public";
import { composeInvitationEmail, invitationSubject } from "@/lib/notifications/invitation-email";
import { readInvitationToken } from "@/lib/privacy/invitation-token";

const ID = "5e6f7a8b-0000-4000-8000-000000000001";

const row = (payload: Record<string, unknown>, channel: OutboxRow["channel"] = "invitation") =>
  ({ id: 1, kind: "invitation", channel, source_id: ID, attempts: 1, payload }) as OutboxRow;

beforeEach(() => vi.stubEnv("RATE_LIMIT_SECRET", "a-test-secret-of-some-length"));
afterEach(() => vi.unstubAllEnvs());

describe("composeInvitationEmail", () => {
  const hostile = {
    name: "Zoë <img src=x onerror=alert(1)>\r\nBcc: all@example.com",
    email: "zoe@example.com",
    project: "Shop & <b>rebuild</b>",
    generation: 2,
    expires_at: "2026-12-31T10:00:00Z",
  };

  it("sends the client a signed link to their invitation's current generation", () => {
    const mail = composeInvitationEmail(row(hostile));
    const link = /https?:\/\/\S+\/reviews\/invite\/(\S+)/.exec(mail.text);
    expect(link?.[0].startsWith(`${siteUrl}/reviews/invite/`)).toBe(true);
    expect(readInvitationToken(link![1]!)).toEqual({ invitationId: ID, generation: 2 });
    expect(mail.to).toBe("zoe@example.com");
    expect(mail.replyTo).toEqual({ name: site.name, address: site.email });
  });

  it("escapes the name and project in HTML and keeps headers on one line", () => {
    const mail = composeInvitationEmail(row(hostile));
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("Shop &amp; &lt;b&gt;rebuild&lt;/b&gt;");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).not.toContain("\r\nBcc:");
  });

  it("never asks for a rating, and says a reminder comes once at most", () => {
    const first = composeInvitationEmail(row(hostile));
    expect(first.text).not.toMatch(/\b(stars?|rating|rate us)\b/i);
    expect(first.text).toContain("we will remind you once, and never again");
    const reminder = composeInvitationEmail(row(hostile, "invitation_reminder"));
    expect(reminder.subject).toBe(invitationSubject({ channel: "invitation_reminder" }));
    expect(reminder.text).toContain("This is the only reminder we send.");
  });
});
