"use client";

import { adminMessages } from "@/lib/schemas/admin-messages";

import { ActionSwitch } from "./action-switch";
import { setSubmissionHandledAction, setSubmissionSpamAction } from "./actions";
import { SpamButton } from "./spam-button";

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

export function SubmissionSpamButton({
  id,
  spam,
  sender,
}: {
  id: string;
  spam: boolean;
  sender: string;
}) {
  return (
    <SpamButton
      spam={spam}
      label={`message from ${sender}`}
      move={(next) => setSubmissionSpamAction(id, next)}
      failed={adminMessages.submissionSpamFailed}
    />
  );
}
