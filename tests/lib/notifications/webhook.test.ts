import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { siteUrl } from "@/lib/env/public";
import {
  composeWebhookBody,
  signWebhook,
  verifyWebhookSignature,
} from "@/lib/notifications/webhook";

const ID = "1a2b3c4d-0000-4000-8000-000000000001";
const SECRET = "a-secret-of-sixteen-or-more";

describe("composeWebhookBody", () => {
  it("describes an enquiry: type, id, reference, time, a line for Slack and the fields", () => {
    expect(
      composeWebhookBody({
        kind: "submission",
        source_id: ID,
        payload: {
          name: "Meera Iyer",
          email: "meera@example.com",
          message: "We need a Shopify rebuild.",
          created_at: "2026-11-28T09:00:00+00:00",
          source: "newsletter",
          landing_page: "/services",
          referrer_origin: null,
          utm_campaign: "winter",
          sent_from: "/contact",
        },
      }),
    ).toEqual({
      type: "enquiry.created",
      id: ID,
      reference: "KX-1A2B3C4D",
      created_at: "2026-11-28T09:00:00+00:00",
      text: `New enquiry KX-1A2B3C4D from Meera Iyer (source: newsletter). ${siteUrl}/kalpix-admin?q=meera%40example.com`,
      mrkdwn: false,
      data: {
        name: "Meera Iyer",
        email: "meera@example.com",
        message: "We need a Shopify rebuild.",
        source: "newsletter",
        landing_page: "/services",
        referrer_origin: null,
        utm_campaign: "winter",
        sent_from: "/contact",
      },
    });
  });

  it("describes a review waiting for moderation, with its rating and no reference", () => {
    const body = composeWebhookBody({
      kind: "review",
      source_id: ID,
      payload: { name: "Karan", rating: 4, comment: "Great.", created_at: "2026-11-28T09:00:00Z" },
    });
    expect(body).toEqual({
      type: "review.created",
      id: ID,
      created_at: "2026-11-28T09:00:00Z",
      text: `New review (4/5) from Karan waiting for moderation. ${siteUrl}/kalpix-admin?tab=reviews&amp;status=pending&amp;q=Karan`,
      mrkdwn: false,
      data: { name: "Karan", rating: 4, comment: "Great." },
    });
  });

  it("names a verified client's project in the line, its markup inert", () => {
    const { text } = composeWebhookBody({
      kind: "review",
      source_id: ID,
      payload: {
        name: "Meera",
        rating: 5,
        comment: "Great.",
        created_at: "2026-11-28T09:00:00Z",
        verified: true,
        project: "<!channel> *Clinic*",
      },
    });
    expect(text).toContain("(verified client, &lt;!channel&gt; *\u200bClinic*\u200b)");
    expect(text).not.toContain("<!channel>");
  });

  it("keeps a name from pinging a Slack channel, faking a link or breaking the line", () => {
    const { text, data } = composeWebhookBody({
      kind: "submission",
      source_id: ID,
      payload: { name: "<!channel> <https://evil.example|Click>\nsecond line", email: "e@x.io" },
    });
    expect(text).not.toMatch(/[<>\n]/);
    expect(text).toContain("&lt;!channel&gt; &lt;https://evil.example|Click&gt; second line");
    // The raw fields stay as typed, for tools that escape their own output.
    expect(data["name"]).toBe("<!channel> <https://evil.example|Click>\nsecond line");
  });

  it("keeps Slack's *bold*, _italic_, ~strike~ and `code` in a name or source from rendering", () => {
    const name = "*Urgent* _refund_ ~now~ `rm`";
    const { text, data, mrkdwn } = composeWebhookBody({
      kind: "submission",
      source_id: ID,
      payload: { name, email: "e@x.io", source: "*promo*_x_" },
    });
    expect(mrkdwn).toBe(false);
    // No mark sits beside the text it would format: each is followed by a zero-width space.
    expect(text).not.toMatch(/[*_~`](?!\u200b)/u);
    expect(text.replace(/\u200b/g, "")).toContain(`from ${name} (source: *promo*_x_)`);
    expect(data["name"]).toBe(name);
    const review = composeWebhookBody({
      kind: "review",
      source_id: ID,
      payload: { name, rating: 5 },
    });
    // The dashboard link after it is a URL, which Slack links rather than formats.
    expect(review.text.slice(0, review.text.indexOf(siteUrl))).not.toMatch(/[*_~`](?!\u200b)/u);
  });

  it("leaves the source out of the line when the enquiry has none", () => {
    const { text } = composeWebhookBody({
      kind: "submission",
      source_id: ID,
      payload: { name: "Old Row", email: "old@example.com", source: null },
    });
    expect(text).toMatch(/^New enquiry KX-1A2B3C4D from Old Row\. /);
  });
});

describe("the signature", () => {
  const body = JSON.stringify({ type: "enquiry.created", id: ID });
  const now = 1_800_000_000_000;
  const timestamp = String(now / 1000);

  it("is v1= and the hex HMAC-SHA256 of '<timestamp>.<body>' under the shared secret", () => {
    const expected = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
    expect(signWebhook(SECRET, timestamp, body)).toBe(`v1=${expected}`);
  });

  it("verifies the body it was made for, and nothing else", () => {
    const signature = signWebhook(SECRET, timestamp, body);
    expect(verifyWebhookSignature(SECRET, timestamp, body, signature, { now })).toBe(true);
    expect(verifyWebhookSignature(SECRET, timestamp, `${body} `, signature, { now })).toBe(false);
    expect(
      verifyWebhookSignature("another-secret-entirely", timestamp, body, signature, { now }),
    ).toBe(false);
    expect(verifyWebhookSignature(SECRET, String(now / 1000 + 1), body, signature, { now })).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, timestamp, body, signature.slice(0, -1), { now })).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, timestamp, body, null, { now })).toBe(false);
    expect(verifyWebhookSignature(SECRET, null, body, signature, { now })).toBe(false);
  });

  it("refuses a signed request older (or newer) than the tolerance: a replay", () => {
    const old = String(now / 1000 - 301);
    const signature = signWebhook(SECRET, old, body);
    expect(verifyWebhookSignature(SECRET, old, body, signature, { now })).toBe(false);
    expect(
      verifyWebhookSignature(SECRET, old, body, signature, { now, toleranceSeconds: 600 }),
    ).toBe(true);
    const future = String(now / 1000 + 301);
    expect(
      verifyWebhookSignature(SECRET, future, body, signWebhook(SECRET, future, body), { now }),
    ).toBe(false);
  });

  it("refuses a timestamp that is not a plain number of seconds", () => {
    for (const timestamp of ["1.8e9", "-1", "abc", ""]) {
      const signature = signWebhook(SECRET, timestamp, body);
      expect(verifyWebhookSignature(SECRET, timestamp, body, signature, { now })).toBe(false);
    }
  });
});
