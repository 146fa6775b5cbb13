/**
 * The dashboard's URL state (`?tab=reviews&q=term&after=<cursor>`), parsed strictly so a
 * hand-edited URL can never reach the database as anything but a short term and a well-formed
 * cursor. Pages are keyset pages: `before` = rows older than the cursor row, `after` = newer.
 */
export const ADMIN_TABS = ["submissions", "reviews"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

export type Cursor = { createdAt: string; id: string; direction: "older" | "newer" };
export type AdminListParams = { tab: AdminTab; q: string; cursor: Cursor | null };

type RawParams = Record<string, string | string[] | undefined>;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A row's position in the newest-first order, as it appears in a URL: `<created_at>_<id>`. */
export function encodeCursor(row: { created_at: string; id: string }): string {
  return `${row.created_at}_${row.id}`;
}

function decodeCursor(raw: string | undefined, direction: Cursor["direction"]): Cursor | null {
  if (!raw) return null;
  const split = raw.lastIndexOf("_");
  const createdAt = raw.slice(0, split);
  const id = raw.slice(split + 1);
  if (split < 0 || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !UUID.test(id)) return null;
  return { createdAt, id, direction };
}

export function parseAdminListParams(raw: RawParams): AdminListParams {
  const tab: AdminTab = first(raw["tab"]) === "reviews" ? "reviews" : "submissions";
  const q = (first(raw["q"]) ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const cursor = decodeCursor(first(raw["before"]), "older") ?? decodeCursor(first(raw["after"]), "newer");
  return { tab, q, cursor };
}

/** The dashboard URL for a state; defaults are left out so the plain path stays canonical. */
export function adminListHref(basePath: string, { tab, q, cursor }: AdminListParams): string {
  const params = new URLSearchParams();
  if (tab !== "submissions") params.set("tab", tab);
  if (q) params.set("q", q);
  if (cursor) params.set(cursor.direction === "older" ? "before" : "after", `${cursor.createdAt}_${cursor.id}`);
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
