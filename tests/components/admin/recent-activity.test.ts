import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { RecentActivity, type ActivityEntry } from "@/components/admin/recent-activity";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

const entry = (action: string, target_label: string) =>
  ({
    id: 1,
    created_at: "2026-01-01T00:00:00Z",
    action,
    target_label,
    actor_email: "admin@example.com",
  }) as ActivityEntry;

const shown = (action: string, label = "Priya") =>
  text(renderToStaticMarkup(createElement(RecentActivity, { entries: [entry(action, label)] })));

describe("the recent activity list's spam moves", () => {
  it.each([
    ["submission.spam", "admin@example.com moved the message from Priya to spam"],
    ["submission.not_spam", "admin@example.com moved the message from Priya out of spam"],
    ["review.spam", "admin@example.com moved the review by Priya to spam"],
    ["review.not_spam", "admin@example.com moved the review by Priya out of spam"],
  ])("words %s as a sentence, never the raw action", (action, sentence) => {
    const html = shown(action);
    expect(html).toContain(sentence);
    expect(html).not.toContain(action);
  });

  it("words a move of someone since erased without their name", () => {
    expect(shown("review.spam", "erased")).toContain(
      "moved the review by a person whose data was since erased to spam",
    );
  });

  it("keeps a name that looks like markup as text", () => {
    const html = renderToStaticMarkup(
      createElement(RecentActivity, {
        entries: [entry("submission.spam", "<img src=x onerror=alert(1)>")],
      }),
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
