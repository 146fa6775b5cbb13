"use server";

import { handleModeration } from "@/lib/actions/admin";
import { deleteReview, setReviewApproval } from "@/lib/data/admin-reviews";
import { setSubmissionHandled } from "@/lib/data/admin-submissions";
import type { ActionResult } from "@/lib/schemas/action-result";
import { adminMessages } from "@/lib/schemas/admin-messages";
import {
  reviewApprovalSchema,
  reviewIdSchema,
  submissionHandledSchema,
} from "@/lib/schemas/admin.schema";

/**
 * The dashboard's moderation actions: each parses its input here and hands the write to
 * handleModeration (lib/actions/admin.ts), whose data functions check the session and is_admin().
 */
export async function setReviewApprovalAction(
  id: unknown,
  approved: unknown,
): Promise<ActionResult> {
  const parsed = reviewApprovalSchema.safeParse({ id, approved });
  if (!parsed.success) return { ok: false, message: adminMessages.statusFailed };
  return handleModeration(() => setReviewApproval(parsed.data.id, parsed.data.approved), {
    succeeded: adminMessages.statusUpdated,
    failed: adminMessages.statusFailed,
  });
}

export async function deleteReviewAction(id: unknown): Promise<ActionResult> {
  const parsed = reviewIdSchema.safeParse(id);
  if (!parsed.success) return { ok: false, message: adminMessages.deleteFailed };
  return handleModeration(() => deleteReview(parsed.data), {
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
  return handleModeration(() => setSubmissionHandled(parsed.data.id, parsed.data.handled), {
    succeeded: parsed.data.handled ? adminMessages.markedHandled : adminMessages.markedNew,
    failed: adminMessages.handledFailed,
  });
}
