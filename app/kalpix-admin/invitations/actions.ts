"use server";

import { refresh } from "next/cache";
import { after } from "next/server";

import { AdminAccessError } from "@/lib/auth/session";
import {
  createReviewInvitation,
  resendReviewInvitation,
  revokeReviewInvitation,
} from "@/lib/data/review-invitations";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { UNREADABLE_FORM_MESSAGE, type ActionResult } from "@/lib/schemas/action-result";
import {
  invitationIdSchema,
  invitationSchema,
  readInvitation,
  type InvitationField,
} from "@/lib/schemas/review-invitation.schema";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";
import type { DataResult } from "@/lib/supabase/result";

export type InvitationResult = ActionResult<InvitationField>;

const REFUSED =
  "Only a signed-in admin who has entered their authenticator code can invite clients. Nothing was sent.";

// A server action is a public endpoint: the input is parsed here, and each data function checks
// the session, the second factor and is_admin() itself.
async function run(
  change: () => Promise<DataResult>,
  failed: string,
  notFound = failed,
): Promise<boolean | string> {
  try {
    const result = await change();
    if (!result.ok) return result.error.kind === "not-found" ? notFound : failed;
  } catch (error) {
    if (error instanceof AdminAccessError) {
      console.warn(error.message);
      return REFUSED;
    }
    console.error("Invitation change failed:", error);
    return failed;
  }
  // The e-mail leaves at once; the outbox keeps it if the mail server is down.
  after(() => deliverStaffNotifications());
  refresh();
  return true;
}

export async function inviteClientAction(
  _previous: InvitationResult | null,
  formData: FormData,
): Promise<InvitationResult> {
  if (!(formData instanceof FormData)) return { ok: false, message: UNREADABLE_FORM_MESSAGE };
  const values = readInvitation(formData);
  const parsed = invitationSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      message: "Check the fields marked below.",
      fieldErrors: fieldErrorsFromZod(parsed.error),
      values,
    };
  }
  const done = await run(
    () => createReviewInvitation(parsed.data),
    "The invitation was not stored. Please try again.",
    `An invitation to ${parsed.data.email} is still open. Resend or revoke it in the list below instead.`,
  );
  return done === true
    ? { ok: true, message: `Invitation to ${parsed.data.name} stored: the e-mail is on its way.` }
    : { ok: false, message: done as string, values };
}

export async function resendInvitationAction(id: unknown): Promise<InvitationResult> {
  const parsed = invitationIdSchema.safeParse(id);
  const failed = "The invitation was not sent again: it may have been used or revoked meanwhile.";
  if (!parsed.success) return { ok: false, message: failed };
  const done = await run(() => resendReviewInvitation(parsed.data), failed);
  return done === true
    ? { ok: true, message: "A new link is on its way; the old one no longer works." }
    : { ok: false, message: done as string };
}

export async function revokeInvitationAction(id: unknown): Promise<InvitationResult> {
  const parsed = invitationIdSchema.safeParse(id);
  const failed = "The invitation was not revoked: it may have been used meanwhile.";
  if (!parsed.success) return { ok: false, message: failed };
  const done = await run(() => revokeReviewInvitation(parsed.data), failed);
  return done === true
    ? { ok: true, message: "Invitation revoked: its link now says so." }
    : { ok: false, message: done as string };
}
