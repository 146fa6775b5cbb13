"use server";

import { AdminAccessError } from "@/lib/auth/session";
import { deleteReview, setReviewApproval } from "@/lib/data/admin-reviews";
import { setSubmissionHandled } from "@/lib/data/admin-submissions";
import type { ActionResult } from "@/lib/schemas/action-result";
import {
  adminMessages,
  reviewApprovalSchema,
  reviewIdSchema,
  submissionHandledSchema,
} from "@/lib/schemas/admin";

/**
 * Server actions are public HTTP endpoints: each input is parsed here and the data functions
 * check the session and is_admin() themselves, so a direct call without a session, or with a
 * non-admin one, changes nothing. Every answer carries the dashboard's toast text.
 */
async function guarded(
  run: () => Promise<{ ok: boolean }>,
  messages: { succeeded: string; failed: string },
): Promise<ActionResult> {
  try {
    const { ok } = await run();
    return ok ? { ok: true, message: messages.succeeded } : { ok: false, message: messages.failed };
  } catch (error) {
    if (error instanceof AdminAccessError) console.warn(error.message);
    else console.error("Moderation failed:", error);
    return { ok: false, message: messages.failed };
  }
}

export async function setReviewApprovalAction(
  id: unknown,
  approved: unknown,
): Promise<ActionResult> {
  const parsed = reviewApprovalSchema.safeParse({ id, approved });
  if (!parsed.success) return { ok: false, message: adminMessages.statusFailed };
  return guarded(() => setReviewApproval(parsed.data.id, parsed.data.approved), {
    succeeded: adminMessages.statusUpdated,
    failed: adminMessages.statusFailed,
  });
}

export async function deleteReviewAction(id: unknown): Promise<ActionResult> {
  const parsed = reviewIdSchema.safeParse(id);
  if (!parsed.success) return { ok: false, message: adminMessages.deleteFailed };
  return guarded(() => deleteReview(parsed.data), {
    succeeded: adminMessages.deleted,
    failed: adminMessages.deleteFailed,
  });
}

export async function setSubmissionHandledAction(
  id: unknown,
  handled: unknown,
): Promise<ActionResult> {
  const parsed = submissionHandledSchema.safeParse({ id, handled });
  if (!parsed.success) return { ok: false, message: adminMessages.handledFailed };
  return guarded(() => setSubmissionHandled(parsed.data.id, parsed.data.handled), {
    succeeded: parsed.data.handled ? adminMessages.markedHandled : adminMessages.markedNew,
    failed: adminMessages.handledFailed,
  });
}
