import { describe, expect, it } from "vitest";

import { channelPlan } from "@/lib/notifications/channels";

const webhook = { url: "https://hooks.example.com/kalpix", secret: "0123456789abcdef" };

describe("channelPlan", () => {
  it("sends staff e-mail and invitations only, and discards the other channels, by default with SMTP", () => {
    expect(
      channelPlan({
        smtpUrl: "smtp://127.0.0.1:25",
        contactAutoReply: false,
        staffWebhook: undefined,
      }),
    ).toEqual({
      deliver: ["staff_email", "invitation", "invitation_reminder"],
      discard: ["auto_reply", "webhook"],
    });
  });

  it("sends every channel when each is configured", () => {
    expect(
      channelPlan({
        smtpUrl: "smtp://127.0.0.1:25",
        contactAutoReply: true,
        staffWebhook: webhook,
      }),
    ).toEqual({
      deliver: ["staff_email", "invitation", "invitation_reminder", "auto_reply", "webhook"],
      discard: [],
    });
  });

  it("keeps e-mails waiting without SMTP, auto-replies included, while the webhook still goes", () => {
    expect(
      channelPlan({ smtpUrl: undefined, contactAutoReply: true, staffWebhook: webhook }),
    ).toEqual({
      deliver: ["webhook"],
      discard: [],
      waiting: "SMTP_URL is not set: e-mails wait in the outbox.",
    });
  });

  it("delivers nothing but says why when nothing is configured", () => {
    expect(
      channelPlan({ smtpUrl: undefined, contactAutoReply: false, staffWebhook: undefined }),
    ).toEqual({
      deliver: [],
      discard: ["auto_reply", "webhook"],
      waiting: expect.stringContaining("SMTP_URL"),
    });
  });
});
