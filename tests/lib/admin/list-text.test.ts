import { describe, expect, it } from "vitest";

import { ADMIN_STATUSES } from "@/lib/admin/list-params";
import { emptyText, STATUS_LABELS } from "@/lib/admin/list-text";

const list = { tab: "submissions", status: "all", q: "", source: "" } as const;

describe("the dashboard's list texts", () => {
  it("labels Spam beside each tab's other statuses", () => {
    expect(ADMIN_STATUSES.submissions.map((status) => STATUS_LABELS[status])).toEqual([
      "All",
      "New",
      "Handled",
      "Spam",
    ]);
    expect(ADMIN_STATUSES.reviews.map((status) => STATUS_LABELS[status])).toEqual([
      "All",
      "Pending",
      "Approved",
      "Rejected",
      "Spam",
    ]);
  });

  it("says what an empty list is empty of: status, source and search", () => {
    expect(emptyText(list)).toBe("No submissions yet.");
    expect(emptyText({ ...list, status: "spam" })).toBe("No spam submissions yet.");
    expect(emptyText({ ...list, tab: "reviews", status: "spam" })).toBe("No spam reviews yet.");
    expect(emptyText({ ...list, status: "new", source: "google" })).toBe(
      "No new submissions from google yet.",
    );
    expect(emptyText({ ...list, status: "spam", q: "Asha" })).toBe(
      "No spam submissions match this search.",
    );
    expect(emptyText({ ...list, tab: "reviews", status: "pending", q: "x" })).toBe(
      "No pending reviews match this search.",
    );
  });

  it("says where the rows matching the search and source are, when the list is empty", () => {
    expect(
      emptyText({ ...list, status: "handled", source: "newsletter" }, { new: 1, spam: 1 }),
    ).toBe("No handled submissions from newsletter yet. 1 in New, 1 in Spam.");
    expect(emptyText({ ...list, q: "Asha" }, { all: 0, spam: 2 })).toBe(
      "No submissions match this search. 2 in Spam.",
    );
    expect(emptyText({ ...list, tab: "reviews", status: "spam" }, { spam: 0, pending: 0 })).toBe(
      "No spam reviews yet.",
    );
  });
});
