// No zod here: the page loads this, and contact.schema.ts loads only once the form is first used.

import { textFieldLimits } from "./text-field-limits";

export const contactLimits = {
  name: textFieldLimits("Name", { min: 2, max: 100, singleLine: true }),
  email: {
    max: 254,
    message: "Please enter a valid email address.",
    maxMessage: "Email must be at most 254 characters.",
  },
  message: textFieldLimits("Message", { min: 10, max: 5000 }),
};

export type ContactField = keyof typeof contactLimits;
export const contactFields = Object.keys(contactLimits) as ContactField[];
