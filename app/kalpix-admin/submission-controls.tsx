"use client";

import { adminMessages } from "@/lib/schemas/admin-messages";

import { ActionSwitch } from "./action-switch";
import { setSubmissionHandledAction, setSubmissionSpamAction } from "./actions";
import { SpamButton } from "./spam-button";

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

/** Moves an enquiry into spam, or out of it, where it is new again. */
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
