import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import { site } from "@/content/site";
import { serverEnv } from "@/lib/env";
import { claimStaffNotifications, finishStaffNotification } from "@/lib/data/notification-outbox";

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
      for (const row of due) {
        const email = composeStaffEmail(row);
        try {
          await transport(url).sendMail({ from, to, ...email });
          await finishStaffNotification(row.id, null);
          report.sent += 1;
        } catch (error) {
          report.failed += 1;
          const message = error instanceof Error ? error.message : String(error);
          console.error(
            `Staff notification ${row.id} not sent (attempt ${row.attempts}): ${message}`,
          );
          await finishStaffNotification(row.id, message).catch((markError: unknown) =>
            console.error(markError),
          );
        }
      }
      if (due.length < batch) break;
    }
  } catch (error) {
    console.error("Staff notifications not delivered:", error);
    return { ...report, reason: error instanceof Error ? error.message : String(error) };
  }
  return report;
}
