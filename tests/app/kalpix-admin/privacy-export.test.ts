import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import type { PersonData } from "@/lib/data/privacy";
import { readableExport } from "@/app/kalpix-admin/privacy/export/readable-export";

const ENQUIRY = "1a2b3c4d-5e6f-4000-8000-000000000000";
const REVIEW = "9f0c1d2e-0000-4000-8000-000000000000";
const MESSAGE = "A shop for our tamarind pickles, please.";

const notification = (id: number, kind: "submission" | "review", source: string) => ({
  id,
  created_at: "2026-11-29T04:00:00Z",
  kind,
  source_id: source,
  attempts: 1,
  payload: { name: "Priya Sharma", message: MESSAGE },
  delivered_to: null,
  delivered_subject: null,
  delivered_host: null,
});

const data: PersonData = {
  submissions: [
    {
      id: ENQUIRY,
      created_at: "2026-11-29T04:00:00Z",
      name: "Priya Sharma",
      email: "priya@example.com",
      message: MESSAGE,
      handled_at: "2026-11-30T10:30:00Z",
      spam_reason: null,
      source: "newsletter",
      landing_page: "/services/web-development",
      referrer_origin: "https://www.google.com",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "diwali",
      utm_term: null,
      utm_content: null,
      sent_from: "/contact",
    },
  ],
  reviews: [
    {
      id: REVIEW,
      created_at: "2026-11-29T05:00:00Z",
      name: "Priya Sharma",
      rating: 4,
      comment: "Quick and kind.",
      approved: true,
      consent_version: "2026-11-27",
      consented_at: "2026-11-29T05:00:00Z",
      spam_reason: null,
      verified: false,
      project: null,
      rejection_reason: null,
      reply: null,
    },
  ],
  invitations: [],
  notifications: [
    { ...notification(2, "submission", ENQUIRY), channel: "auto_reply", sent_at: null },
    {
      ...notification(1, "submission", ENQUIRY),
      channel: "staff_email",
      sent_at: "2026-11-29T04:01:00Z",
    },
    { ...notification(3, "review", REVIEW), channel: "webhook", sent_at: "2026-11-29T05:01:00Z" },
    // An enquiry already deleted: its words appear once, under the message that carried them.
    {
      ...notification(4, "submission", "0000aaaa-0000-4000-8000-000000000000"),
      channel: "staff_email",
      sent_at: "2026-10-01T04:01:00Z",
      payload: { name: "Priya Sharma", message: "An older question." },
    },
  ],
};

describe("the export a person receives", () => {
  const file = readableExport(
    { email: "priya@example.com", name: "priya", wholeName: false },
    data,
    new Date("2026-11-30T12:00:00Z"),
  );
  const raw = JSON.stringify(file);

  it("holds each item once, with plain names and no database columns", () => {
    expect(raw.split(MESSAGE)).toHaveLength(2);
    expect(raw).not.toMatch(/"(created_at|source_id|payload|handled_at|utm_\w+)":/);
    expect(raw).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("gives the enquiry its reference, its status and the messages about it, in India time", () => {
    expect(file["Time zone"]).toBe("India time (UTC+5:30)");
    expect(file["Made on"]).toBe("30 Nov 2026, 5:30 pm");
    expect(file["About this file"]).toContain(site.legalName);
    expect(file["Enquiries"]).toEqual([
      {
        Reference: "KX-1A2B3C4D",
        "Sent on": "29 Nov 2026, 9:30 am",
        "Your name": "Priya Sharma",
        "Your e-mail address": "priya@example.com",
        "Your message": MESSAGE,
        Status: "Marked as dealt with by our staff on 30 Nov 2026, 4:00 pm",
        "Where it came from": {
          "First page of your visit": "/services/web-development",
          "Site that sent you to us": "https://www.google.com",
          "Campaign tag utm_source": "newsletter",
          "Campaign tag utm_campaign": "diwali",
          "Page you sent it from": "/contact",
        },
        "Messages we sent about it": [
          "E-mail to our staff, sent 29 Nov 2026, 9:31 am",
          "E-mail to you confirming that your enquiry arrived, not sent",
        ],
      },
    ]);
  });

  it("says what became of the review and when consent was given", () => {
    expect(file["Reviews"]).toEqual([
      expect.objectContaining({
        Rating: "4 out of 5 stars",
        "Your comment": "Quick and kind.",
        Status: "Published on our website",
        Consent:
          "You agreed to its publication on 29 Nov 2026, 10:30 am (consent statement version 2026-11-27)",
        "Messages we sent about it": [
          `Notice in ${site.dataProtection.staffChat.name}, our team’s chat, sent 29 Nov 2026, 10:31 am`,
        ],
      }),
    ]);
  });

  it("lists a message about an item no longer held, with what it carried", () => {
    expect(file["Other messages we sent"]).toEqual([
      {
        About: "An enquiry we no longer hold",
        "What it was": "E-mail to our staff, sent 1 Oct 2026, 9:31 am",
        "Your name": "Priya Sharma",
        "Your message": "An older question.",
      },
    ]);
  });
});
