import "server-only";

import { ADMIN_PAGE_SIZE, slicePage, type Cursor } from "@/lib/admin/list-params";
import { requireAdmin } from "@/lib/auth/session";
import type { FormSubmission, Review } from "@/lib/supabase/database.types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const FUNCTIONS = {
  form_submissions: "admin_list_form_submissions",
  reviews: "admin_list_reviews",
} as const;

export type AdminTable = keyof typeof FUNCTIONS;
type RowOf<T extends AdminTable> = T extends "reviews" ? Review : FormSubmission;

type LoadedPage<T extends AdminTable> = {
  ok: true;
  table: T;
  rows: RowOf<T>[];
  hasNewer: boolean;
  hasOlder: boolean;
};
export type AdminPage<T extends AdminTable> = LoadedPage<T> | { ok: false; message: string };

const LOAD_FAILED = "Nothing was changed. Reload the page to try again; if it keeps failing, the database may be down.";

/**
 * One keyset page of a table for the dashboard, newest first, searched in the database. It reads
 * as the signed-in admin (the session's JWT) through functions that check is_admin() again
 * (see supabase/migrations/*_admin_lists.sql for why functions): never with the service key.
 * The search term and the cursor travel as JSON arguments, so commas, parentheses, dots, stars,
 * percent signs and quotes are plain text; `%`, `_` and `\` are escaped inside the function.
 */
async function listPage<T extends AdminTable>(
  table: T,
  { q, cursor }: { q: string; cursor: Cursor | null },
): Promise<AdminPage<T>> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .rpc(FUNCTIONS[table], {
        search: q || null,
        cursor_created_at: cursor?.createdAt ?? null,
        cursor_id: cursor?.id ?? null,
        direction: cursor?.direction ?? "older",
        page_size: ADMIN_PAGE_SIZE + 1,
      })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Admin list ${table} not loaded: ${error.message}`, { code: error.code });
      return { ok: false, message: LOAD_FAILED };
    }
    const page = slicePage((data ?? []) as unknown as RowOf<T>[], cursor);
    return { ok: true, table, ...page };
  } catch (error) {
    console.error(`Admin list ${table} not loaded:`, error);
    return { ok: false, message: LOAD_FAILED };
  }
}

export function listSubmissionsForAdmin(params: { q: string; cursor: Cursor | null }): Promise<AdminPage<"form_submissions">> {
  return listPage("form_submissions", params);
}

export function listReviewsForAdmin(params: { q: string; cursor: Cursor | null }): Promise<AdminPage<"reviews">> {
  return listPage("reviews", params);
}
