import "server-only";

import type { AdminStatus } from "@/lib/admin/list-params";
import { requireAdmin } from "@/lib/auth/session";
import type { FormSubmission } from "@/lib/database-rows";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

import { listArguments } from "./admin-lists";

const EXPORT_PAGE_SIZE = 1000;

// A failed page is yielded last, so the route fails its stream rather than send a short file.
export async function* exportSubmissions(query: {
  q: string;
  status: AdminStatus;
  source?: string;
}): AsyncGenerator<DataResult<FormSubmission[]>, void> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  let cursor: { createdAt: string; id: string; direction: "older" } | null = null;
  for (;;) {
    let rows: FormSubmission[];
    try {
      const { data, error } = await supabase
        .rpc(
          "admin_list_form_submissions",
          listArguments("form_submissions", { ...query, cursor }, EXPORT_PAGE_SIZE),
        )
        .abortSignal(AbortSignal.timeout(30_000));
      if (error) {
        console.error(`Submissions export failed: ${error.message}`, { code: error.code });
        yield failure();
        return;
      }
      rows = (data ?? []) as unknown as FormSubmission[];
    } catch (error) {
      console.error("Submissions export failed:", error);
      yield failure();
      return;
    }
    if (rows.length > 0) yield answer(rows);
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_SIZE || !last) return;
    cursor = { createdAt: last.created_at, id: last.id, direction: "older" };
  }
}
