/** How the dashboard words an enquiry's origin and a spam row's reason. */
import { describe, expect, it } from "vitest";

import { campaignText, originFacts } from "@/lib/admin/enquiry-origin";
import { spamReasonLabel } from "@/lib/admin/spam";

const none = {
  landing_page: null,
  referrer_origin: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  sent_from: null,
};

describe("campaignText", () => {
  it("names the campaign, then each other tag present, and nothing when there is none", () => {
    expect(campaignText(none)).toBeNull();
    expect(campaignText({ ...none, utm_campaign: "spring" })).toBe("spring");
    expect(
      campaignText({
        ...none,
        utm_campaign: "spring",
        utm_medium: "cpc",
        utm_term: "web design",
        utm_content: "ad-1",
      }),
    ).toBe("spring · medium cpc · term web design · content ad-1");
    expect(campaignText({ ...none, utm_medium: "email" })).toBe("medium email");
  });
});

describe("originFacts", () => {
  it("lists what was recorded in a fixed order and leaves out the rest", () => {
    expect(originFacts(none)).toEqual([]);
    expect(
      originFacts({
        ...none,
        landing_page: "/services",
        referrer_origin: "https://www.google.com",
        utm_campaign: "spring",
        sent_from: "/contact",
      }),
    ).toEqual([
      { term: "Campaign", value: "spring" },
      { term: "Landing page", value: "/services" },
      { term: "Referrer", value: "https://www.google.com" },
      { term: "Sent from", value: "/contact" },
    ]);
    expect(originFacts({ ...none, sent_from: "/contact" })).toEqual([
      { term: "Sent from", value: "/contact" },
    ]);
  });
});

describe("spamReasonLabel", () => {
  it("words each reason the database allows, and reads anything else as plain spam", () => {
    expect(spamReasonLabel("honeypot")).toBe("Honeypot");
    expect(spamReasonLabel("too-fast")).toBe("Too fast");
    expect(spamReasonLabel("links")).toBe("Mostly links");
    expect(spamReasonLabel("staff")).toBe("Marked by staff");
    expect(spamReasonLabel("something-new")).toBe("Spam");
    expect(spamReasonLabel("constructor")).toBe("Spam");
    expect(spamReasonLabel("__proto__")).toBe("Spam");
  });
});
