import "server-only";

import type { WebVitalSample } from "@/lib/schemas/web-vitals-fields";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";

import { answer, failure, type DataResult } from "./result";

/** Views are many and rows small: a large batch, and up to five per run (every ten minutes). */
const PURGE_BATCH = 5000;
const PURGE_ROUNDS = 5;

/**
 * Stores one page view's metrics, one row each, with the service key: the table has no grant for
 * the API roles, so only the route, after parsing the report, can write. The day is the
 * database's `current_date`. Only the backend's message and code are logged, never the row.
 */
export async function storeWebVitals(samples: WebVitalSample[]): Promise<DataResult> {
  try {
    const { error } = await createSupabaseAdminClient()
      .from("web_vitals")
      .insert(samples)
      .abortSignal(AbortSignal.timeout(5_000));
    if (error) {
      console.error(`Web vitals not stored: ${error.message}`, { code: error.code });
      return failure();
    }
    return answer();
  } catch (error) {
    // Without SUPABASE_SECRET_KEY the client itself throws; the log says so.
    console.error("Web vitals not stored:", error);
    return failure();
  }
}

/**
 * Deletes rows older than 90 days, a batch at a time until one comes back short, and says how many
 * went. Run beside the personal-data purge (lib/data/privacy.ts).
 */
export async function purgeExpiredWebVitals(): Promise<DataResult<number>> {
  let purged = 0;
  try {
    const supabase = createSupabaseAdminClient();
    for (let round = 0; round < PURGE_ROUNDS; round++) {
      const { data, error } = await supabase
        .rpc("purge_expired_web_vitals", { batch: PURGE_BATCH })
        .abortSignal(AbortSignal.timeout(10_000));
      if (error) {
        console.error(`Expired web vitals not purged: ${error.message}`, { code: error.code });
        return failure();
      }
      purged += data;
      if (data < PURGE_BATCH) break;
    }
  } catch (error) {
    console.error("Expired web vitals not purged:", error);
    return failure();
  }
  return answer(purged);
}
