import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import { site } from "@/content/site";
import { claimStaffNotifications, finishStaffNotification } from "@/lib/data/notification-outbox";
import { serverEnv } from "@/lib/env";

import { composeStaffEmail } from "./staff-email";

let cached: { url: string; transport: Transporter } | undefined;

/** One SMTP connection setup per server instance; short timeouts so a dead server costs seconds. */
function transport(url: string): Transporter {
  if (cached?.url !== url) {
    cached = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transport;
}

export type DeliveryReport = { sent: number; failed: number; reason?: string };

/**
 * Sends what is due in the outbox: claims a batch, sends each as one e-mail to staff, marks it
 * sent or failed (retried later with backoff). Runs after responses and from the cron route;
 * never throws, so a broken mail server never breaks the request that triggered it.
 */
export async function deliverStaffNotifications({
  rounds = 5,
  batch = 10,
} = {}): Promise<DeliveryReport> {
  const env = serverEnv();
  const url = env.smtpUrl;
  if (!url)
    return { sent: 0, failed: 0, reason: "SMTP_URL is not set: notifications wait in the outbox." };
  const from = env.smtpFrom ?? `${site.name} website <${site.email}>`;
  const to = env.staffNotifyEmails.length > 0 ? env.staffNotifyEmails : [site.email];
  const report: DeliveryReport = { sent: 0, failed: 0 };
  try {
    for (let round = 0; round < rounds; round++) {
      const due = await claimStaffNotifications(batch);
      if (!due.ok) return { ...report, reason: OUTBOX_UNREADABLE };
      for (const row of due.data) {
        const problem = await sendOne(url, { from, to, ...composeStaffEmail(row) }, row.id);
        if (problem === null) {
          report.sent += 1;
          continue;
        }
        report.failed += 1;
        console.error(
          `Staff notification ${row.id} not sent (attempt ${row.attempts}): ${problem}`,
        );
        // Its own failure is logged where it happens; the lease runs out and a later run retries.
        await finishStaffNotification(row.id, problem);
      }
      if (due.data.length < batch) break;
    }
  } catch (error) {
    console.error("Staff notifications not delivered:", error);
    return { ...report, reason: error instanceof Error ? error.message : String(error) };
  }
  return report;
}

const OUTBOX_UNREADABLE = "Notification outbox not read: the server log says why.";

/**
 * Sends one e-mail and marks its row sent: null when both happened, else what went wrong (stored
 * as the row's last error). A mail sent but not marked counts as failed, as the row will be.
 */
async function sendOne(
  url: string,
  mail: Parameters<Transporter["sendMail"]>[0],
  id: number,
): Promise<string | null> {
  try {
    await transport(url).sendMail(mail);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const marked = await finishStaffNotification(id, null);
  return marked.ok ? null : `Notification ${id} not marked sent.`;
}
