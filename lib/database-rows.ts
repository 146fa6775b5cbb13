/**
 * Row types derived from the generated Database type (lib/supabase/database.types.ts, written by
 * `npm run db:types`). Types only, so components may import them.
 */
import type { Database } from "@/lib/supabase/database.types";

type Public = Database["public"];

/** A row of a table as the database returns it. */
export type Row<T extends keyof Public["Tables"]> = Public["Tables"][T]["Row"];

/** One row of what a function returns, for functions that return rows (setof or TABLE). */
export type FunctionRow<F extends keyof Public["Functions"]> =
  Public["Functions"][F]["Returns"] extends Array<infer R> ? R : never;

export type Review = Row<"reviews">;
export type FormSubmission = Row<"form_submissions">;

/** Where a notification goes: staff's inbox, the enquirer's or invited client's inbox, or the team's webhook. */
export type OutboxChannel =
  "staff_email" | "auto_reply" | "webhook" | "invitation" | "invitation_reminder";

/** A claimed outbox row, typed as the table's checks and triggers guarantee it. */
export type OutboxRow = Omit<
  Pick<
    FunctionRow<"claim_staff_notifications">,
    "id" | "kind" | "channel" | "source_id" | "payload" | "attempts"
  >,
  "kind" | "channel" | "payload"
> & {
  kind: "submission" | "review" | "invitation";
  channel: OutboxChannel;
  payload: Record<string, unknown>;
};
