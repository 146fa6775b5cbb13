/**
 * The dashboard's lists and filters as the server renders them (what a browser without JavaScript
 * gets): spam rows say why and offer "Not spam", other rows offer "Spam", an enquiry shows where it
 * came from as text, and the source filter is a GET form that keeps the other filters.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import type { Review } from "@/lib/database-rows";
import { AdminListIntent } from "@/components/admin/list-intent";
import { SourceFilter } from "@/components/admin/source-filter";
import { ReviewsTable } from "@/app/kalpix-admin/reviews-table";
import { SubmissionsTable, type SubmissionRow } from "@/app/kalpix-admin/submissions-table";

// The tables' controls import the server actions; rendering never calls them.
vi.mock("@/app/kalpix-admin/actions", () => ({}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

// Block ends become spaces (a term and its value, one cell and the next); inline tags vanish.
const text = (html: string) =>
  html
    .replace(/<\/(dt|dd|div|td|th)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

const submission = (extra: Partial<SubmissionRow> = {}): SubmissionRow => ({
  id: "1a2b3c4d-0000-4000-8000-000000000000",
  created_at: "2026-11-28T10:00:00Z",
  name: "Asha",
  email: "asha@example.com",
  message: "Please call me.",
  handled_at: null,
  spam_reason: null,
  source: null,
  landing_page: null,
  referrer_origin: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  sent_from: null,
  ...extra,
});

const review = (extra: Partial<Review> = {}): Review => ({
  id: "2b3c4d5e-0000-4000-8000-000000000000",
  created_at: "2026-11-28T10:00:00Z",
  name: "Bo",
  rating: 5,
  comment: "Great work.",
  approved: false,
  submission_key: null,
  consent_version: null,
  consented_at: null,
  verified: false,
  project: null,
  rejection_reason: null,
  rejected_at: null,
  spam_reason: null,
  ...extra,
});

const submissionsHtml = (rows: SubmissionRow[]) =>
  renderToStaticMarkup(createElement(SubmissionsTable, { rows, emptyText: "None." }));
const reviewsHtml = (rows: Review[]) =>
  renderToStaticMarkup(createElement(ReviewsTable, { rows, emptyText: "None." }));

describe("the submissions table", () => {
  it("offers Spam on a new enquiry, named for its row, beside the Handled switch", () => {
    const html = submissionsHtml([submission()]);
    expect(html).toContain('aria-label="Spam: message from Asha"');
    expect(text(html)).not.toContain("Not spam");
    expect(html).toContain('role="switch"');
    expect(text(html)).toContain("New");
  });

  it("shows a spam row's reason, offers Not spam, and no New mark or Handled switch", () => {
    for (const [reason, label] of [
      ["honeypot", "Honeypot"],
      ["too-fast", "Too fast"],
      ["links", "Mostly links"],
      ["staff", "Marked by staff"],
    ]) {
      const html = submissionsHtml([submission({ spam_reason: reason })]);
      expect(text(html)).toContain(`Spam: ${label}`);
      expect(html).toContain('aria-label="Not spam: message from Asha"');
      expect(html).not.toContain('role="switch"');
      expect(text(html)).not.toMatch(/\bNew\b/);
      expect(text(html)).toContain("Not while in spam");
    }
  });

  it("shows where an enquiry came from and its reference, all of it as text", () => {
    const html = submissionsHtml([
      submission({
        source: "google",
        utm_campaign: "spring",
        utm_medium: "cpc",
        landing_page: "/services/web-design",
        referrer_origin: "https://www.google.com",
        sent_from: "/contact",
      }),
    ]);
    const shown = text(html);
    for (const part of [
      "Source google",
      "Campaign spring · medium cpc",
      "Landing page /services/web-design",
      "Referrer https://www.google.com",
      "Sent from /contact",
      "Reference KX-1A2B3C4D",
    ])
      expect(shown).toContain(part);
    expect(html).not.toContain('href="https://www.google.com"');
  });

  it("says an older enquiry's source was not recorded, and escapes hostile text", () => {
    const html = submissionsHtml([
      submission({ name: "<script>alert(1)</script>", utm_campaign: "<b>x</b>" }),
    ]);
    expect(text(html)).toContain("Source Not recorded");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("the reviews table", () => {
  it("offers Spam on a pending review and not on a published one", () => {
    expect(reviewsHtml([review()])).toContain('aria-label="Spam: review by Bo"');
    const published = reviewsHtml([review({ approved: true })]);
    expect(published).not.toContain('aria-label="Spam: review by Bo"');
    expect(text(published)).toContain("Delete review by Bo");
  });

  it("shows a spam review's reason, offers Not spam, and no Approved switch", () => {
    const html = reviewsHtml([review({ spam_reason: "links" })]);
    expect(text(html)).toContain("Spam: Mostly links");
    expect(html).toContain('aria-label="Not spam: review by Bo"');
    expect(html).not.toContain('role="switch"');
  });
});

describe("the source filter", () => {
  const intent = {
    basePath: "/kalpix-admin",
    shown: { tab: "submissions", status: "all", q: "", source: "" },
  } as Parameters<typeof AdminListIntent>[0];
  const filter = (props: Partial<Parameters<typeof SourceFilter>[0]> = {}) =>
    renderToStaticMarkup(
      createElement(
        AdminListIntent,
        intent,
        createElement(SourceFilter, {
          action: "/kalpix-admin",
          status: "all",
          q: "",
          source: "",
          options: [
            { source: "google", enquiries: 12 },
            { source: "direct", enquiries: 3 },
          ],
          ...props,
        }),
      ),
    );

  it("is a labelled GET form of the sources with their counts, after All sources", () => {
    const html = filter();
    expect(html).toMatch(/<form [^>]*action="\/kalpix-admin" method="get"/);
    expect(html).toMatch(/<label[^>]*for="admin-source"[^>]*>Source<\/label>/);
    expect(html).toContain('<select id="admin-source" name="source"');
    expect(
      [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ["", "All sources"],
      ["google", "google (12)"],
      ["direct", "direct (3)"],
    ]);
    expect(html).toMatch(/<button [^>]*type="submit"[^>]*>Apply<\/button>/);
  });

  it("keeps the status and the search term, and shows the current source even if unlisted", () => {
    const html = filter({ status: "spam", q: "Asha", source: "bing", options: null });
    expect(html).toContain('<input type="hidden" name="status" value="spam"/>');
    expect(html).toContain('<input type="hidden" name="q" value="Asha"/>');
    expect(html).toMatch(/<option value="bing" selected="">bing<\/option>/);
  });
});
