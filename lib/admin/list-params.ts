import { isUuid } from "@/lib/uuid";

/**
 * The dashboard's URL state (`?tab=reviews&status=pending&q=term&source=google&after=<cursor>`),
 * parsed strictly so a hand-edited URL can never reach the database as anything but a short term,
 * a known status, an enquiry source of the stored characters and a well-formed cursor. Pages are
 * keyset pages: `before` = rows after the cursor row in the list's order, `after` = rows before it.
 */
export type AdminTab = "submissions" | "reviews";

/** Each tab's filters, `all` first (the default, left out of URLs). */
export const ADMIN_STATUSES = {
  submissions: ["all", "new", "handled", "spam"],
  reviews: ["all", "pending", "approved", "spam"],
} as const satisfies Record<AdminTab, readonly string[]>;
export type AdminStatus = (typeof ADMIN_STATUSES)[AdminTab][number];

/** One choice of the source filter: a source and how many enquiries (not spam) came from it. */
export type SourceCount = { source: string; enquiries: number };

export const ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
/** An enquiry's source as the database derives it: a lowercase campaign tag, host or 'direct'. */
const SOURCE = /^[a-z0-9 ._~+:@/-]{1,100}$/;

/**
 * A row's place in the list. Reviews listed with every status sort pending first, so their
 * cursor also carries the row's approval.
 */
export type Cursor = {
  createdAt: string;
  id: string;
  direction: "older" | "newer";
  approved?: boolean;
};
export type AdminListParams = {
  tab: AdminTab;
  status: AdminStatus;
  q: string;
  /** The enquiries' source filter, "" for every source; always "" on the reviews tab. */
  source: string;
  cursor: Cursor | null;
};

type RawParams = Record<string, string | string[] | undefined>;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A row's position in the list, as it appears in a URL: `<created_at>_<id>`, and `_a` or `_p`
 * (approved, pending) when the list mixes both.
 */
export function encodeCursor(row: {
  created_at: string;
  id: string;
  approved?: boolean | undefined;
}): string {
  const approval = row.approved === undefined ? "" : row.approved ? "_a" : "_p";
  return `${row.created_at}_${row.id}${approval}`;
}

function decodeCursor(raw: string | undefined, direction: Cursor["direction"]): Cursor | null {
  if (!raw) return null;
  const approval = /_([ap])$/.exec(raw)?.[1];
  const rest = approval ? raw.slice(0, -2) : raw;
  const split = rest.lastIndexOf("_");
  const createdAt = rest.slice(0, split);
  const id = rest.slice(split + 1);
  if (split < 0 || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !isUuid(id))
    return null;
  return { createdAt, id, direction, ...(approval ? { approved: approval === "a" } : {}) };
}

function parseStatus(tab: AdminTab, raw: string | undefined): AdminStatus {
  const known: readonly string[] = ADMIN_STATUSES[tab];
  return raw && known.includes(raw) ? (raw as AdminStatus) : "all";
}

/** A source that could be stored, lowercased as the database compares it; else no filter. */
function parseSource(tab: AdminTab, raw: string | undefined): string {
  const source = tab === "submissions" ? (raw?.toLowerCase() ?? "") : "";
  return SOURCE.test(source) ? source : "";
}

export function parseAdminListParams(raw: RawParams): AdminListParams {
  const tab: AdminTab = first(raw["tab"]) === "reviews" ? "reviews" : "submissions";
  const status = parseStatus(tab, first(raw["status"]));
  const q = (first(raw["q"]) ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const source = parseSource(tab, first(raw["source"]));
  const cursor =
    decodeCursor(first(raw["before"]), "older") ?? decodeCursor(first(raw["after"]), "newer");
  return { tab, status, q, source, cursor };
}

/** The dashboard URL for a state; defaults are left out so the plain path stays canonical. */
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
    const row = { created_at: cursor.createdAt, id: cursor.id, approved: cursor.approved };
    params.set(cursor.direction === "older" ? "before" : "after", encodeCursor(row));
  }
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * From the rows a keyset read returned (one more than a page, to learn whether the list goes
 * on), the page to show and whether newer and older pages exist.
 */
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
