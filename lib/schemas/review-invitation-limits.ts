// No zod here: the admin's invitation and reply forms render with these limits alone.

import { textFieldLimits } from "./text-field-limits";

export const invitationLimits = {
  name: textFieldLimits("Name", {
    min: 2,
    max: 100,
    minMessage: "Enter the client's name.",
    singleLine: true,
  }),
  project: textFieldLimits("Project or service", { max: 120, optional: true, singleLine: true }),
} as const;

export const replyLimits = textFieldLimits("Reply", { min: 2, max: 1500 });
