import "server-only";

import {
  ADMIN_PAGE_SIZE,
  slicePage,
  type AdminStatus,
  type Cursor,
  type SourceCount,
} from "@/lib/admin/list-params";
import { requireAdmin } from "@/lib/auth/session";
import type { FunctionRow } from "@/lib/database-rows";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const FUNCTIONS = {
  form_submissions: "admin_list_form_submissions",
  reviews: "admin_list_reviews",
} as const;

export type AdminTable = keyof typeof FUNCTIONS;
type RowOf<T extends AdminTable> = FunctionRow<(typeof FUNCTIONS)[T]>;

export type AdminPage<T extends AdminTable> = {
  table: T;
  rows: RowOf<T>[];
  hasNewer: boolean;
  hasOlder: boolean;
};

export type ListQuery = { q: string; status: AdminStatus; source?: string; cursor: Cursor | null };

export function listArguments(
  table: AdminTable,
  { q, status, source, cursor }: ListQuery,
  pageSize: number,
) {
  return {
    search: q || null,
    status: status === "all" ? null : status,
    ...(table === "form_submissions" ? { source: source || null } : {}),
    cursor_created_at: cursor?.createdAt ?? null,
    cursor_id: cursor?.id ?? null,
    direction: cursor?.direction ?? "older",
    page_size: pageSize,
  };
}

// As the signed-in admin, never the service key; JSON arguments keep search text plain text.
async function listPage<T extends AdminTable>(
  table: T,
  query: ListQuery,
): Promise<DataResult<AdminPage<T>>> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  const { cursor } = query;
  try {
    const { data, error } = await supabase
      .rpc(FUNCTIONS[table], listArguments(table, query, ADMIN_PAGE_SIZE + 1))
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Admin list ${table} not loaded: ${error.message}`, { code: error.code });
      return failure();
    }
    const page = slicePage((data ?? []) as unknown as RowOf<T>[], cursor);
    return answer({ table, ...page });
  } catch (error) {
    console.error(`Admin list ${table} not loaded:`, error);
    return failure();
  }
}

export function listSubmissionsForAdmin(
  params: ListQuery,
): Promise<DataResult<AdminPage<"form_submissions">>> {
  return listPage("form_submissions", params);
}

export function listReviewsForAdmin(params: ListQuery): Promise<DataResult<AdminPage<"reviews">>> {
  return listPage("reviews", params);
}

/** Every status of both tabs, under the list's search and source (spam counted on its own). */
export type DashboardCounts = {
  newSubmissions: number;
  handledSubmissions: number;
  spamSubmissions: number;
  pendingReviews: number;
  approvedReviews: number;
  spamReviews: number;
  rejectedReviews: number;
};

export async function getDashboardCounts(
  { q, source }: { q: string; source: string } = { q: "", source: "" },
): Promise<DataResult<DashboardCounts>> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .rpc("admin_list_counts", { search: q || null, source: source || null })
      .abortSignal(AbortSignal.timeout(10_000));
    const row = data?.[0];
    if (error || !row) {
      console.error(`Dashboard counts not loaded: ${error?.message ?? "no row"}`);
      return failure();
    }
    return answer({
      newSubmissions: Number(row.new_submissions),
      handledSubmissions: Number(row.handled_submissions),
      spamSubmissions: Number(row.spam_submissions),
      pendingReviews: Number(row.pending_reviews),
      approvedReviews: Number(row.approved_reviews),
      spamReviews: Number(row.spam_reviews),
      rejectedReviews: Number(row.rejected_reviews),
    });
  } catch (error) {
    console.error("Dashboard counts not loaded:", error);
    return failure();
  }
}

export async function listSubmissionSources(): Promise<DataResult<SourceCount[]>> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .rpc("admin_submission_sources")
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Enquiry sources not loaded: ${error.message}`, { code: error.code });
      return failure();
    }
    return answer(
      (data ?? []).map((row) => ({ source: row.source, enquiries: Number(row.enquiries) })),
    );
  } catch (error) {
    console.error("Enquiry sources not loaded:", error);
    return failure();
  }
}
