import { isUuid } from "@/lib/uuid";

// Parsed strictly: a hand-edited URL reaches the database only as a short term, a known status,
// a valid source and a well-formed keyset cursor (`before`: older rows, `after`: newer ones).
export type AdminTab = "submissions" | "reviews";

export const ADMIN_STATUSES = {
  submissions: ["all", "new", "handled", "spam"],
  reviews: ["all", "pending", "approved", "rejected", "spam"],
} as const satisfies Record<AdminTab, readonly string[]>;
export type AdminStatus = (typeof ADMIN_STATUSES)[AdminTab][number];

export type SourceCount = { source: string; enquiries: number };

export const ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
const SOURCE = /^[a-z0-9 ._~+:@/-]{1,100}$/;

export type Cursor = { createdAt: string; id: string; direction: "older" | "newer" };
export type AdminListParams = {
  tab: AdminTab;
  status: AdminStatus;
  q: string;
  source: string;
  cursor: Cursor | null;
};

type RawParams = Record<string, string | string[] | undefined>;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function encodeCursor(row: { created_at: string; id: string }): string {
  return `${row.created_at}_${row.id}`;
}

function decodeCursor(raw: string | undefined, direction: Cursor["direction"]): Cursor | null {
  if (!raw) return null;
  const split = raw.lastIndexOf("_");
  const createdAt = raw.slice(0, split);
  const id = raw.slice(split + 1);
  if (split < 0 || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !isUuid(id))
    return null;
  return { createdAt, id, direction };
}

function parseStatus(tab: AdminTab, raw: string | undefined): AdminStatus {
  const known: readonly string[] = ADMIN_STATUSES[tab];
  return raw && known.includes(raw) ? (raw as AdminStatus) : "all";
}

function parseSource(tab: AdminTab, raw: string | undefined): string {
  const source = tab === "submissions" ? (raw?.toLowerCase() ?? "") : "";
  return SOURCE.test(source) ? source : "";
}

/** A search as typed, on one line: Postgres text holds no NUL, and no control character matches. */
export function readSearchTerm(raw: string | string[] | undefined): string {
  return (first(raw) ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
}

export function parseAdminListParams(raw: RawParams): AdminListParams {
  const tab: AdminTab = first(raw["tab"]) === "reviews" ? "reviews" : "submissions";
  const status = parseStatus(tab, first(raw["status"]));
  const q = readSearchTerm(raw["q"]);
  const source = parseSource(tab, first(raw["source"]));
  const cursor =
    decodeCursor(first(raw["before"]), "older") ?? decodeCursor(first(raw["after"]), "newer");
  return { tab, status, q, source, cursor };
}

export function adminListHref(
  basePath: string,
  { tab, status, q, source, cursor }: AdminListParams,
): string {
  const params = new URLSearchParams();
  if (tab !== "submissions") params.set("tab", tab);
  if (status !== "all") params.set("status", status);
  if (q) params.set("q", q);
  if (source && tab === "submissions") params.set("source", source);
  if (cursor) {
    const row = { created_at: cursor.createdAt, id: cursor.id };
    params.set(cursor.direction === "older" ? "before" : "after", encodeCursor(row));
  }
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

// The read fetches one row more than a page, to learn whether the list goes on.
export function slicePage<Row>(
  rows: Row[],
  cursor: Cursor | null,
  pageSize: number = ADMIN_PAGE_SIZE,
): { rows: Row[]; hasNewer: boolean; hasOlder: boolean } {
  const more = rows.length > pageSize;
  if (cursor?.direction === "newer") {
    // Newest first, so the extra row is the first one.
    return { rows: more ? rows.slice(1) : rows, hasNewer: more, hasOlder: true };
  }
  return { rows: more ? rows.slice(0, pageSize) : rows, hasNewer: cursor !== null, hasOlder: more };
}
