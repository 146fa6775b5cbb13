import { ADMIN_STATUSES, type AdminListParams, type AdminStatus } from "./list-params";

export const STATUS_LABELS: Record<AdminStatus, string> = {
  all: "All",
  new: "New",
  handled: "Handled",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  spam: "Spam",
};

export type StatusCounts = Partial<Record<AdminStatus, number>>;

/** What an empty list is empty of, and where the rows matching its search and source are instead. */
export function emptyText(
  params: Pick<AdminListParams, "tab" | "status" | "q" | "source">,
  counts: StatusCounts = {},
) {
  const status = params.status === "all" ? "" : `${STATUS_LABELS[params.status].toLowerCase()} `;
  const things = params.tab === "reviews" ? "reviews" : "submissions";
  const from = params.source ? ` from ${params.source}` : "";
  const empty = params.q
    ? `No ${status}${things}${from} match this search.`
    : `No ${status}${things}${from} yet.`;
  const elsewhere = ADMIN_STATUSES[params.tab]
    .filter((other) => other !== "all" && other !== params.status && (counts[other] ?? 0) > 0)
    .map((other) => `${counts[other]} in ${STATUS_LABELS[other]}`);
  return elsewhere.length ? `${empty} ${elsewhere.join(", ")}.` : empty;
}
