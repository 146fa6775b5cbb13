"use server";

import { rejectionReasons } from "@/content/reviews";
import { handleModeration } from "@/lib/actions/admin";
import { deleteReview, rejectReview, setReviewApproval } from "@/lib/data/admin-reviews";
import { setReviewSpam, setSubmissionSpam } from "@/lib/data/admin-spam";
import { setSubmissionHandled } from "@/lib/data/admin-submissions";
import { deleteReviewReply, saveReviewReply } from "@/lib/data/review-replies";
import type { ActionResult } from "@/lib/schemas/action-result";
import { adminMessages } from "@/lib/schemas/admin-messages";
import {
  reviewApprovalSchema,
  reviewIdSchema,
  spamMoveSchema,
  submissionHandledSchema,
} from "@/lib/schemas/admin.schema";
import { rejectionSchema, replySchema } from "@/lib/schemas/review-invitation.schema";

// Each parses its input here; handleModeration's data functions check the session and is_admin().
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

export async function setSubmissionSpamAction(id: unknown, spam: unknown): Promise<ActionResult> {
  const parsed = spamMoveSchema.safeParse({ id, spam });
  if (!parsed.success) return { ok: false, message: adminMessages.submissionSpamFailed };
  return handleModeration(() => setSubmissionSpam(parsed.data.id, parsed.data.spam), {
    succeeded: parsed.data.spam ? adminMessages.submissionToSpam : adminMessages.submissionNotSpam,
    failed: adminMessages.submissionSpamFailed,
  });
}

export async function setReviewSpamAction(id: unknown, spam: unknown): Promise<ActionResult> {
  const parsed = spamMoveSchema.safeParse({ id, spam });
  if (!parsed.success) return { ok: false, message: adminMessages.reviewSpamFailed };
  return handleModeration(() => setReviewSpam(parsed.data.id, parsed.data.spam), {
    succeeded: parsed.data.spam ? adminMessages.reviewToSpam : adminMessages.reviewNotSpam,
    failed: adminMessages.reviewSpamFailed,
  });
}

export async function rejectReviewAction(id: unknown, reason: unknown): Promise<ActionResult> {
  const parsed = rejectionSchema.safeParse({ id, reason });
  if (!parsed.success) return { ok: false, message: adminMessages.rejectFailed };
  return handleModeration(() => rejectReview(parsed.data.id, parsed.data.reason), {
    succeeded: `Review rejected: ${rejectionReasons[parsed.data.reason].toLowerCase()}.`,
    failed: adminMessages.rejectFailed,
  });
}

export async function saveReplyAction(reviewId: unknown, body: unknown): Promise<ActionResult> {
  const parsed = replySchema.safeParse({ reviewId, body });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? adminMessages.replyFailed };
  return handleModeration(() => saveReviewReply(parsed.data.reviewId, parsed.data.body), {
    succeeded: adminMessages.replySaved,
    failed: adminMessages.replyFailed,
  });
}

export async function deleteReplyAction(reviewId: unknown): Promise<ActionResult> {
  const parsed = reviewIdSchema.safeParse(reviewId);
  if (!parsed.success) return { ok: false, message: adminMessages.replyDeleteFailed };
  return handleModeration(() => deleteReviewReply(parsed.data), {
    succeeded: adminMessages.replyDeleted,
    failed: adminMessages.replyDeleteFailed,
  });
}
