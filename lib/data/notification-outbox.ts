import "server-only";

import type { OutboxChannel, OutboxRow } from "@/lib/notifications/outbox-row";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";

import { answer, failure, type DataResult } from "./result";

// The outbox is closed to every API role, so only the service key reads or claims it.

/** Leases up to `batch` due notifications of these channels; a concurrent sender never gets the same rows. */
export async function claimStaffNotifications(
  batch: number,
  channels: readonly OutboxChannel[] = ["staff_email"],
): Promise<DataResult<OutboxRow[]>> {
  try {
    const { data, error } = await createSupabaseAdminClient()
      .rpc("claim_staff_notifications", { batch, lease_seconds: 120, channels: [...channels] })
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

/** Deletes the waiting rows of channels this deployment has turned off; the answer is how many. */
export async function discardStaffNotifications(
  channels: readonly OutboxChannel[],
): Promise<DataResult<number>> {
  try {
    const { data, error } = await createSupabaseAdminClient()
      .rpc("discard_staff_notifications", { channels: [...channels] })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Notification outbox not cleared: ${error.message}`, { code: error.code });
      return failure();
    }
    return answer(data ?? 0);
  } catch (error) {
    console.error("Notification outbox not cleared:", error);
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
