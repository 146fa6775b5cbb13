// The admin's invitation form, a reply's text and a rejection's reason: one parser each, shared by
// the admin's forms and their server actions.

import { rejectionReasons, type RejectionReason } from "@/content/reviews";

import { readTextFields } from "./form-fields";
import { PRIVACY_EMAIL_MAX } from "./privacy-request.schema";
import { invitationLimits, replyLimits } from "./review-invitation-limits";
import { boundedText } from "./text-field.schema";
import { z } from "./zod";

const EMAIL_MESSAGE = "Enter a valid e-mail address, such as name@example.com.";

export const invitationSchema = z
  .object({
    name: boundedText(invitationLimits.name),
    email: z
      .string({ error: EMAIL_MESSAGE })
      .trim()
      .max(PRIVACY_EMAIL_MAX, { error: EMAIL_MESSAGE })
      .pipe(z.email({ error: EMAIL_MESSAGE })),
    project: boundedText(invitationLimits.project),
  })
  .transform(({ name, email, project }) => ({ name, email, project: project || null }));

export type InvitationInput = z.output<typeof invitationSchema>;
export type InvitationField = "name" | "email" | "project";

export function readInvitation(formData: FormData) {
  return readTextFields(formData, ["name", "email", "project"]);
}

export const replySchema = z.object({ reviewId: z.uuid(), body: boundedText(replyLimits) });

const REASONS = Object.keys(rejectionReasons) as [RejectionReason, ...RejectionReason[]];

export const rejectionSchema = z.object({ id: z.uuid(), reason: z.enum(REASONS) });

export const invitationIdSchema = z.uuid();
