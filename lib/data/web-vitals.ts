import "server-only";

import type { WebVitalSample } from "@/lib/schemas/web-vitals-fields";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { answer, failure, type DataResult } from "@/lib/supabase/result";

const PURGE_BATCH = 5000;
const PURGE_ROUNDS = 5;

// Service key: the table has no grant for the API roles, so only the route can write it.
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
    console.error("Web vitals not stored:", error);
    return failure();
  }
}

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
