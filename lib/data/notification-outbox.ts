import "server-only";

import type { OutboxChannel, OutboxRow } from "@/lib/database-rows";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { answer, failure, type DataResult } from "@/lib/supabase/result";

// The outbox is closed to every API role, so only the service key reads or claims it.

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
    console.error("Notification outbox not read:", error);
    return failure();
  }
}

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

/** Where a sent notification went, kept without the person's words so an erasure can list it. */
export type Delivery = {
  mailTo?: readonly string[];
  mailSubject?: string;
  webhookHost?: string | null;
};

export async function finishStaffNotification(
  id: number,
  error: string | null,
  delivery: Delivery = {},
): Promise<DataResult> {
  try {
    const { error: writeError } = await createSupabaseAdminClient()
      .rpc("finish_staff_notification", {
        notification_id: id,
        error,
        ...(delivery.mailTo ? { mail_to: [...delivery.mailTo] } : {}),
        ...(delivery.mailSubject ? { mail_subject: delivery.mailSubject } : {}),
        ...(delivery.webhookHost ? { webhook_host: delivery.webhookHost } : {}),
      })
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
