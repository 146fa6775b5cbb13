import type { FunctionRow } from "@/lib/database-rows";

/** Where a notification goes: staff's inbox, the enquirer's inbox, or the team's webhook. */
export type OutboxChannel = "staff_email" | "auto_reply" | "webhook";

/** A claimed outbox row, typed as the table's checks and triggers guarantee it. */
export type OutboxRow = Omit<
  Pick<
    FunctionRow<"claim_staff_notifications">,
    "id" | "kind" | "channel" | "source_id" | "payload" | "attempts"
  >,
  "kind" | "channel" | "payload"
> & {
  kind: "submission" | "review";
  channel: OutboxChannel;
  payload: Record<string, unknown>;
};
