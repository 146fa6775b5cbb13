/**
 * The dashboard's URL state (`?tab=reviews&q=term&page=3`), parsed strictly so a hand-edited
 * URL can never reach the database as anything but a bounded page number and a short term.
 */
export const ADMIN_TABS = ["submissions", "reviews"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 1_000_000;

export type AdminListParams = { tab: AdminTab; q: string; page: number };

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseAdminListParams(raw: RawParams): AdminListParams {
  const tabValue = first(raw["tab"]);
  const tab: AdminTab = tabValue === "reviews" ? "reviews" : "submissions";
  const q = (first(raw["q"]) ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const pageText = first(raw["page"]) ?? "";
  const pageValue = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1;
  const page = Math.min(Math.max(pageValue, 1), MAX_PAGE);
  return { tab, q, page };
}

/** The dashboard URL for a state; defaults are left out so the plain path stays canonical. */
export function adminListHref(basePath: string, { tab, q, page }: AdminListParams): string {
  const params = new URLSearchParams();
  if (tab !== "submissions") params.set("tab", tab);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Rows `from`..`to` (inclusive) of a page, as PostgREST's range wants them. */
export function pageRange(page: number, pageSize: number = ADMIN_PAGE_SIZE): { from: number; to: number } {
  const from = (page - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}
