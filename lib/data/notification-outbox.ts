import "server-only";

import type { OutboxRow } from "@/lib/notifications/staff-email";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";

import { answer, failure, type DataResult } from "./result";

/**
 * The staff-notification outbox, read and written with the service key: no visitor or admin
 * session may touch it (the table is closed to the API roles, the functions are service-only).
 * Rows are written by database triggers in the same transaction as each submission.
 */

/** Leases up to `batch` due notifications; a concurrent sender never gets the same rows. */
export async function claimStaffNotifications(batch: number): Promise<DataResult<OutboxRow[]>> {
  try {
    const { data, error } = await createSupabaseAdminClient()
      .rpc("claim_staff_notifications", { batch, lease_seconds: 120 })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Notification outbox not read: ${error.message}`, { code: error.code });
      return failure();
    }
    return answer((data ?? []) as OutboxRow[]);
  } catch (error) {
    // Without SUPABASE_SECRET_KEY the client itself throws; the log says so.
    console.error("Notification outbox not read:", error);
    return failure();
  }
}

/** Marks a notification sent (no error), or schedules its retry with backoff (an error). */
export async function finishStaffNotification(
  id: number,
  error: string | null,
): Promise<DataResult> {
  try {
    const { error: writeError } = await createSupabaseAdminClient()
      .rpc("finish_staff_notification", { notification_id: id, error })
      .abortSignal(AbortSignal.timeout(10_000));
    if (writeError) {
      console.error(`Notification ${id} not marked: ${writeError.message}`, {
        code: writeError.code,
      });
      return failure();
    }
    return answer();
  } catch (thrown) {
    console.error(`Notification ${id} not marked:`, thrown);
    return failure();
  }
}
