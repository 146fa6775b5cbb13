import "server-only";

import { pageRange, ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import { requireAdmin } from "@/lib/auth/session";
import type { FormSubmission, Review } from "@/lib/supabase/database.types";
import { ilikeAnyColumn } from "@/lib/supabase/postgrest-filter";
import { createSupabaseServerClient } from "@/lib/supabase/server";

type LoadedPage<T extends AdminTable> = {
  ok: true;
  table: T;
  rows: RowOf<T>[];
  total: number;
  page: number;
  pageCount: number;
};
export type AdminPage<T extends AdminTable> = LoadedPage<T> | { ok: false; message: string };

const SEARCH_COLUMNS = {
  form_submissions: ["name", "email"],
  reviews: ["name", "comment"],
} as const;

const COLUMNS = {
  form_submissions: "id, created_at, name, email, message",
  reviews: "id, created_at, name, rating, comment, approved",
} as const;

export type AdminTable = keyof typeof SEARCH_COLUMNS;
type RowOf<T extends AdminTable> = T extends "reviews" ? Review : FormSubmission;

/**
 * One page of a table for the dashboard, newest first, searched and paged in the database so it
 * stays fast at 100 000 rows. It reads as the signed-in admin (the session's JWT, under RLS),
 * never with the service key: if the admin check above were ever wrong, RLS would still say no.
 */
async function listPage<T extends AdminTable>(
  table: T,
  { q, page }: { q: string; page: number },
): Promise<AdminPage<T>> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  const { from, to } = pageRange(page);
  let query = supabase
    .from(table)
    .select(COLUMNS[table], { count: "exact" })
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, to)
    .abortSignal(AbortSignal.timeout(10_000));
  if (q) query = query.or(ilikeAnyColumn(SEARCH_COLUMNS[table], q));
  try {
    const { data, error, count } = await query;
    // A page past the end is PostgREST's 416 "Requested range not satisfiable": an empty page.
    if (error && error.code !== "PGRST103") {
      console.error(`Admin list ${table} not loaded: ${error.message}`, { code: error.code });
      return { ok: false, message: "The list could not be loaded. Please try again." };
    }
    const total = count ?? 0;
    return {
      ok: true,
      table,
      rows: (data ?? []) as unknown as RowOf<T>[],
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    };
  } catch (error) {
    console.error(`Admin list ${table} not loaded:`, error);
    return { ok: false, message: "The list could not be loaded. Please try again." };
  }
}

export function listSubmissionsForAdmin(params: { q: string; page: number }): Promise<AdminPage<"form_submissions">> {
  return listPage("form_submissions", params);
}

export function listReviewsForAdmin(params: { q: string; page: number }): Promise<AdminPage<"reviews">> {
  return listPage("reviews", params);
}
