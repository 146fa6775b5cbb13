import type { OutboxChannel } from "@/lib/database-rows";
import type { ServerEnv } from "@/lib/env/schema";

type ChannelPlan = {
  deliver: OutboxChannel[];
  /** Turned off here: their rows (and the person's words in them) are deleted, never kept. */
  discard: OutboxChannel[];
  waiting?: string;
};

export function channelPlan(
  env: Pick<ServerEnv, "smtpUrl" | "contactAutoReply" | "staffWebhook">,
): ChannelPlan {
  const plan: ChannelPlan = { deliver: [], discard: [] };
  const email = (channel: OutboxChannel) => {
    if (env.smtpUrl) plan.deliver.push(channel);
    else plan.waiting = "SMTP_URL is not set: e-mails wait in the outbox.";
  };
  email("staff_email");
  email("invitation");
  email("invitation_reminder");
  if (env.contactAutoReply) email("auto_reply");
  else plan.discard.push("auto_reply");
  if (env.staffWebhook) plan.deliver.push("webhook");
  else plan.discard.push("webhook");
  return plan;
}
