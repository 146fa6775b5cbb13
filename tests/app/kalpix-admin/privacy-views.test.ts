import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { RecentActivity, type ActivityEntry } from "@/components/admin/recent-activity";
import { OutsideCopies } from "@/app/kalpix-admin/privacy/outside-copies";
import { outsideCopiesOf } from "@/app/kalpix-admin/privacy/outside-copies-of";
import {
  PersonNotificationsTable,
  PersonReviewsTable,
  PersonSubmissionsTable,
} from "@/app/kalpix-admin/privacy/person-tables";
import {
  describeCounts,
  describeQuery,
  erasedHref,
  exportHref,
  privacyHref,
  readErasedCounts,
  readErasureRecord,
  searchGap,
} from "@/app/kalpix-admin/privacy/request-links";
import { RequestSearchForm } from "@/app/kalpix-admin/privacy/request-search-form";

const privacyPath = `${site.adminPath}/privacy`;
const UUID_A = "0000aaaa-0000-4000-8000-000000000001";
const UUID_B = "0000aaaa-0000-4000-8000-000000000002";
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("the privacy page's links", () => {
  it("carry only the fields staff gave, encoded", () => {
    expect(privacyHref({ email: "a+b@example.com", name: null, wholeName: false })).toBe(
      `${privacyPath}?email=a%2Bb%40example.com`,
    );
    expect(
      privacyHref({ email: null, name: "Zoë & Co", wholeName: false }, { confirm: true }),
    ).toBe(`${privacyPath}?name=Zo%C3%AB+%26+Co&confirm=1`);
    const listed = {
      submissions: [UUID_A],
      reviews: [UUID_A, UUID_B],
      notifications: [7, 8],
      invitations: [],
    };
    expect(exportHref({ email: "a@example.com", name: "Priya", wholeName: true }, listed)).toBe(
      `${privacyPath}/export?email=a%40example.com&name=Priya&whole=1&enquiry_ids=${UUID_A}&review_ids=${UUID_A}%2C${UUID_B}&notification_ids=7%2C8`,
    );
    expect(privacyHref({ email: "a@example.com", name: null, wholeName: true })).toBe(
      `${privacyPath}?email=a%40example.com`,
    );
  });

  it("land an erasure on its counts and audit row, with no name or address, and read them back", () => {
    const href = erasedHref({
      submissions: 2,
      reviews: 1,
      invitations: 1,
      notifications: 3,
      record: 42,
      outside_copies: [],
    });
    expect(href).toBe(
      `${privacyPath}?erased=1&submissions=2&reviews=1&invitations=1&notifications=3&record=42`,
    );
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    const counts = readErasedCounts(params);
    expect(counts).toEqual({ submissions: 2, reviews: 1, invitations: 1, notifications: 3 });
    expect(describeCounts(counts!)).toBe(
      "2 enquiries, 1 review, 1 invitation to review and 3 notifications",
    );
    expect(readErasureRecord(params)).toBe(42);
    expect(readErasureRecord({ erased: "1", record: "4e2" })).toBeNull();
    expect(readErasedCounts({})).toBeNull();
    expect(readErasedCounts({ erased: "1", submissions: "-1", reviews: ["2"] })).toEqual({
      submissions: 0,
      reviews: 0,
      invitations: 0,
      notifications: 0,
    });
  });

  it("word counts and queries as sentences", () => {
    expect(describeCounts({ submissions: 2, reviews: 1, notifications: 3 })).toBe(
      "2 enquiries, 1 review and 3 notifications",
    );
    expect(describeCounts({ submissions: 1, reviews: 0, notifications: 1 })).toBe(
      "1 enquiry, 0 reviews and 1 notification",
    );
    expect(describeQuery({ email: "a@example.com", name: "Priya", wholeName: false })).toBe(
      "a@example.com and the name “Priya”",
    );
    expect(describeQuery({ email: null, name: "Priya", wholeName: false })).toBe(
      "the name “Priya”",
    );
    expect(describeQuery({ email: null, name: "Priya", wholeName: true })).toBe(
      "exactly the name “Priya”",
    );
  });

  it("say which group a one-field search could not look at", () => {
    expect(searchGap({ email: "a@example.com", name: null, wholeName: false })).toMatch(
      /^Reviews were found by e-mail address only where they came through an invitation; other reviews carry only a name/,
    );
    expect(searchGap({ email: null, name: "Priya", wholeName: false })).toMatch(
      /^Enquiries were not searched/,
    );
    expect(searchGap({ email: "a@example.com", name: "Priya", wholeName: false })).toBeNull();
  });
});

describe("the search form", () => {
  it("is a labelled GET search to the page, showing what was asked and each field's message", () => {
    const html = renderToStaticMarkup(
      createElement(RequestSearchForm, {
        values: { email: "a@example.com", name: "A" },
        fieldErrors: { name: ["Name must be at least 2 characters."] },
        message: null,
      }),
    );
    expect(html).toContain(`action="${privacyPath}"`);
    expect(html).toContain('method="get"');
    expect(html).toContain('role="search"');
    expect(html).toMatch(/<label[^>]*for="privacy-email"[^>]*>E-mail address<\/label>/);
    expect(html).toMatch(/<input[^>]*id="privacy-email"[^>]*value="a@example.com"/);
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*id="privacy-name"|<input[^>]*id="privacy-name"[^>]*aria-invalid="true"/,
    );
    expect(text(html)).toContain("Name must be at least 2 characters.");
    expect(html).not.toContain('role="alert"');
  });

  it("shows a problem with the query as a whole as an alert", () => {
    const html = renderToStaticMarkup(
      createElement(RequestSearchForm, {
        values: { email: "", name: "" },
        fieldErrors: {},
        message: "Enter the person's e-mail address, their name, or both.",
      }),
    );
    expect(html).toContain('role="alert"');
  });
});

describe("the recent activity list", () => {
  const entry = (action: string, target_label: string, actor_email: string | null) =>
    ({
      id: 1,
      created_at: "2026-01-01T00:00:00Z",
      action,
      target_label,
      actor_email,
    }) as ActivityEntry;
  const shown = (entries: ActivityEntry[]) =>
    text(renderToStaticMarkup(createElement(RecentActivity, { entries })));

  it("words the privacy actions by their counts, never as a raw action name", () => {
    expect(
      shown([
        entry("person.erased", "2 enquiries, 1 review, 3 notifications", "admin@example.com"),
      ]),
    ).toContain(
      "admin@example.com erased what is held about one person: 2 enquiries, 1 review, 3 notifications",
    );
    expect(
      shown([
        entry("person.exported", "1 enquiry, 0 reviews, 1 notification", "admin@example.com"),
      ]),
    ).toContain("admin@example.com exported what is held about one person: 1 enquiry");
    const purged = shown([entry("retention.purged", "5 enquiries, 2 notifications", null)]);
    expect(purged).toContain(
      "The scheduled clean-up deleted data past its retention period: 5 enquiries, 2 notifications",
    );
    expect(purged).not.toContain("retention.purged");
  });

  it("still words moderation around the name, and a name since erased as such", () => {
    expect(shown([entry("review.approved", "Priya", "admin@example.com")])).toContain(
      "admin@example.com approved the review by Priya",
    );
    expect(shown([entry("review.approved", "erased", "admin@example.com")])).toContain(
      "admin@example.com approved the review by a person whose data was since erased",
    );
  });
});

describe("the tables of what is held", () => {
  const at = "2026-01-02T03:04:05Z";

  it("say so when a group is empty", () => {
    expect(
      text(renderToStaticMarkup(createElement(PersonSubmissionsTable, { rows: [] }))),
    ).toContain("No enquiries.");
    expect(text(renderToStaticMarkup(createElement(PersonReviewsTable, { rows: [] })))).toContain(
      "No reviews.",
    );
    expect(
      text(renderToStaticMarkup(createElement(PersonNotificationsTable, { rows: [] }))),
    ).toContain("No notifications.");
  });

  it("show each row in full, with its status, consent and delivery, as text", () => {
    const enquiries = renderToStaticMarkup(
      createElement(PersonSubmissionsTable, {
        rows: [
          {
            id: "s1",
            created_at: at,
            name: "<b>Priya</b>",
            email: "priya@example.com",
            message: "A".repeat(300),
            handled_at: null,
            spam_reason: null,
            source: "newsletter",
            landing_page: "/services/ai-automation",
            referrer_origin: null,
            utm_source: "newsletter",
            utm_medium: null,
            utm_campaign: "nov",
            utm_term: null,
            utm_content: null,
            sent_from: "/contact",
          },
        ],
      }),
    );
    expect(enquiries).toContain("&lt;b&gt;Priya&lt;/b&gt;");
    expect(enquiries).toContain("A".repeat(300));
    expect(text(enquiries)).toContain("New");
    expect(text(enquiries)).toContain("/services/ai-automation");
    expect(text(enquiries)).toContain("KX-S1");
    expect(enquiries).toContain('aria-label="Enquiries held"');
    expect(enquiries).toContain('scope="col"');

    const reviews = text(
      renderToStaticMarkup(
        createElement(PersonReviewsTable, {
          rows: [
            {
              id: "r1",
              created_at: at,
              name: "Priya",
              rating: 4,
              comment: "Great.",
              approved: true,
              spam_reason: null,
              consent_version: "2026-01",
              consented_at: at,
              verified: false,
              project: null,
              rejection_reason: null,
              reply: null,
            },
            {
              id: "r2",
              created_at: at,
              name: "Priya",
              rating: 2,
              comment: "Older.",
              approved: false,
              spam_reason: null,
              consent_version: null,
              consented_at: null,
              verified: false,
              project: null,
              rejection_reason: null,
              reply: null,
            },
          ],
        }),
      ),
    );
    expect(reviews).toContain("Published");
    expect(reviews).toContain("Pending");
    expect(reviews).toContain("Version 2026-01");
    expect(reviews).toContain("Not recorded");

    const mails = text(
      renderToStaticMarkup(
        createElement(PersonNotificationsTable, {
          rows: [
            {
              id: 1,
              created_at: at,
              kind: "submission",
              channel: "auto_reply",
              source_id: "s1",
              sent_at: at,
              attempts: 1,
              payload: {},
              delivered_to: null,
              delivered_subject: null,
              delivered_host: null,
            },
            {
              id: 2,
              created_at: at,
              kind: "review",
              channel: "webhook",
              source_id: "r2",
              sent_at: null,
              attempts: 2,
              payload: {},
              delivered_to: null,
              delivered_subject: null,
              delivered_host: null,
            },
          ],
        }),
      ),
    );
    expect(mails).toContain("New enquiry, auto-reply to the person");
    expect(mails).toContain("New review, webhook to the team’s tools");
    expect(mails).toContain("Sent");
    expect(mails).toContain("New review");
    expect(mails).toContain("Waiting to be sent (2 attempts so far)");
  });
});

describe("the copies outside the database", () => {
  const notification = {
    created_at: "2026-11-29T04:00:00Z",
    attempts: 1,
    payload: { name: "Priya Sharma", message: "Her words." },
  };
  const copies = outsideCopiesOf([
    {
      ...notification,
      id: 3,
      kind: "review",
      channel: "staff_email",
      source_id: "9f0c1d2e-0000-4000-8000-000000000000",
      sent_at: "2026-11-29T05:00:00Z",
      delivered_to: ["hello@kalpix.in", "sales@kalpix.in"],
      delivered_subject: "New review from … (5 stars) awaiting approval",
      delivered_host: null,
    },
    {
      ...notification,
      id: 1,
      kind: "submission",
      channel: "staff_email",
      source_id: "1a2b3c4d-5e6f-4000-8000-000000000000",
      sent_at: "2026-11-29T04:15:00Z",
      delivered_to: ["hello@kalpix.in"],
      delivered_subject: "New enquiry from …",
      delivered_host: null,
    },
    {
      ...notification,
      id: 2,
      kind: "submission",
      channel: "webhook",
      source_id: "1a2b3c4d-5e6f-4000-8000-000000000000",
      sent_at: "2026-11-29T04:16:00Z",
      delivered_to: null,
      delivered_subject: null,
      delivered_host: "hooks.slack.com",
    },
    {
      ...notification,
      id: 4,
      kind: "submission",
      channel: "auto_reply",
      source_id: "1a2b3c4d-5e6f-4000-8000-000000000000",
      sent_at: null,
      delivered_to: null,
      delivered_subject: null,
      delivered_host: null,
    },
  ]);

  it("list each sent e-mail and webhook post, oldest first, and nothing still waiting", () => {
    expect(copies.map((copy) => copy.channel)).toEqual(["staff_email", "webhook", "staff_email"]);
    expect(JSON.stringify(copies)).not.toContain("Priya");
    expect(JSON.stringify(copies)).not.toContain("Her words");
  });

  it("say whom each went to, when in India time, and what staff delete", () => {
    const shown = text(renderToStaticMarkup(createElement(OutsideCopies, { copies })));
    expect(shown).toContain("Staff e-mail about the enquiry KX-1A2B3C4D");
    expect(shown).toContain("Subject: New enquiry from … (… is their name)");
    expect(shown).toContain("Sent 29 Nov 2026, 9:45 am to hello@kalpix.in");
    expect(shown).toContain("Webhook post about the enquiry KX-1A2B3C4D");
    expect(shown).toContain("to hooks.slack.com");
    expect(shown).toContain("Staff e-mail about the review");
    expect(shown).toContain("to hello@kalpix.in, sales@kalpix.in");
    expect(shown).toContain("Delete it from each of these mailboxes");
    expect(shown).toContain("India time (UTC+5:30)");
  });
});
