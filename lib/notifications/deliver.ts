import "server-only";

import { site } from "@/content/site";
import {
  claimStaffNotifications,
  discardStaffNotifications,
  finishStaffNotification,
  type Delivery,
} from "@/lib/data/notification-outbox";
import { queueInvitationReminders } from "@/lib/data/review-invitations";
import type { OutboxChannel, OutboxRow } from "@/lib/database-rows";
import { serverEnv } from "@/lib/env";
import type { ServerEnv } from "@/lib/env/schema";

import { composeAutoReply } from "./auto-reply";
import { channelPlan } from "./channels";
import { composeInvitationEmail, invitationSubject } from "./invitation-email";
import { sendEmail } from "./smtp";
import { composeStaffEmail, staffEmailSubjectWithoutName } from "./staff-email";
import { postWebhook } from "./webhook";

export type DeliveryReport = { sent: number; failed: number; reason?: string };

type Send = (row: OutboxRow) => Promise<string | null>;
type Channel = { send: Send; delivered: (row: OutboxRow) => Delivery };

function channels(env: ServerEnv): Record<OutboxChannel, Channel> {
  const smtp = env.smtpUrl ?? "";
  const from = env.smtpFrom ?? `${site.name} website <${site.email}>`;
  const to = env.staffNotifyEmails.length > 0 ? env.staffNotifyEmails : [site.email];
  return {
    staff_email: {
      send: (row) => sendEmail(smtp, { from, to, ...composeStaffEmail(row) }),
      delivered: (row) => ({ mailTo: to, mailSubject: staffEmailSubjectWithoutName(row) }),
    },
    auto_reply: {
      send: async (row) =>
        row.kind === "submission"
          ? sendEmail(smtp, { from, ...composeAutoReply(row) })
          : "An auto-reply answers enquiries only.",
      // The person's own address is not kept: the copy is theirs.
      delivered: (row) => ({ mailSubject: composeAutoReply(row).subject }),
    },
    invitation: invitationChannel(smtp, from),
    invitation_reminder: invitationChannel(smtp, from),
    webhook: {
      send: async (row) =>
        env.staffWebhook ? postWebhook(env.staffWebhook, row) : "STAFF_WEBHOOK_URL is not set.",
      delivered: () => ({
        webhookHost: env.staffWebhook ? new URL(env.staffWebhook.url).host : null,
      }),
    },
  };
}

// The client's own address is not kept, as with the auto-reply: the copy is theirs.
function invitationChannel(smtp: string, from: string): Channel {
  return {
    send: async (row) =>
      row.kind === "invitation"
        ? sendEmail(smtp, { from, ...composeInvitationEmail(row) })
        : "An invitation e-mail goes to invited clients only.",
    delivered: (row) => ({ mailSubject: invitationSubject(row) }),
  };
}

/** Never throws, so no request breaks on it. */
export async function deliverStaffNotifications({
  rounds = 5,
  batch = 10,
} = {}): Promise<DeliveryReport> {
  const env = serverEnv();
  const plan = channelPlan(env);
  const byChannel = channels(env);
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const waiting = plan.waiting ? { reason: plan.waiting } : {};
  try {
    if (plan.discard.length > 0 && !(await discardStaffNotifications(plan.discard)).ok)
      return { ...report, reason: OUTBOX_UNREADABLE };
    // Queued here, so the cron, a dashboard visit and every new submission all send what is due.
    await queueInvitationReminders();
    for (let round = 0; round < rounds && plan.deliver.length > 0; round++) {
      const due = await claimStaffNotifications(batch, plan.deliver);
      if (!due.ok) return { ...report, reason: OUTBOX_UNREADABLE };
      // Channels in parallel, each in order: a receiver that times out never holds up the e-mails.
      await Promise.all(
        plan.deliver.map(async (channel) => {
          for (const row of due.data.filter((candidate) => candidate.channel === channel)) {
            if (await deliverOne(row, byChannel[channel])) report.sent += 1;
            else report.failed += 1;
          }
        }),
      );
      if (due.data.length < batch) break;
    }
  } catch (error) {
    console.error("Staff notifications not delivered:", error);
    return { ...report, reason: error instanceof Error ? error.message : String(error) };
  }
  return { ...report, ...waiting };
}

const OUTBOX_UNREADABLE = "Notification outbox not read: the server log says why.";

/** Sends one row and marks it; sent but not marked counts as failed, as the row will be retried. */
async function deliverOne(row: OutboxRow, channel: Channel): Promise<boolean> {
  const problem = await channel.send(row);
  if (problem === null)
    return (await finishStaffNotification(row.id, null, channel.delivered(row))).ok;
  console.error(
    `Notification ${row.id} (${row.channel}) not sent (attempt ${row.attempts}): ${problem}`,
  );
  await finishStaffNotification(row.id, problem);
  return false;
}
