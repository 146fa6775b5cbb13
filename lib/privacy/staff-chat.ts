import "server-only";

import { serverEnv } from "@/lib/env";

/** The notice names the team's chat service only while the staff webhook really posts to it. */
export function staffChatInUse(): boolean {
  return serverEnv().staffWebhook !== undefined;
}
