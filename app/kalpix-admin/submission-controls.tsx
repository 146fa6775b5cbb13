"use client";

import { adminMessages } from "@/lib/schemas/admin-messages";

import { ActionSwitch } from "./action-switch";
import { setSubmissionHandledAction } from "./actions";

/** The Handled switch: marks an enquiry dealt with, or new again. */
export function HandledSwitch({
  id,
  handled,
  sender,
}: {
  id: string;
  handled: boolean;
  sender: string;
}) {
  return (
    <ActionSwitch
      checked={handled}
      label={`Handled: message from ${sender}`}
      change={(next) => setSubmissionHandledAction(id, next)}
      failed={adminMessages.handledFailed}
    />
  );
}
