import type { OutsideCopy, PersonNotification } from "@/lib/data/privacy";

/** What erasing cannot reach: every notification already sent, listed as the erasure will keep it. */
export function outsideCopiesOf(notifications: readonly PersonNotification[]): OutsideCopy[] {
  return notifications
    .filter((row): row is PersonNotification & { sent_at: string } => row.sent_at !== null)
    .map((row) => ({
      channel: row.channel,
      kind: row.kind,
      source_id: row.kind === "submission" ? row.source_id : null,
      sent_at: row.sent_at,
      to: row.delivered_to ?? [],
      subject: row.delivered_subject,
      host: row.delivered_host,
    }))
    .sort((a, b) => a.sent_at.localeCompare(b.sent_at));
}
