import type { AdminListParams, AdminStatus } from "./list-params";

export const STATUS_LABELS: Record<AdminStatus, string> = {
  all: "All",
  new: "New",
  handled: "Handled",
  pending: "Pending",
  approved: "Approved",
  spam: "Spam",
};

export function emptyText(params: Pick<AdminListParams, "tab" | "status" | "q" | "source">) {
  const status = params.status === "all" ? "" : `${STATUS_LABELS[params.status].toLowerCase()} `;
  const things = params.tab === "reviews" ? "reviews" : "submissions";
  const from = params.source ? ` from ${params.source}` : "";
  return params.q
    ? `No ${status}${things}${from} match this search.`
    : `No ${status}${things}${from} yet.`;
}
