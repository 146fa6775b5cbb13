import { z } from "./zod";

/** The moderation actions' inputs, checked on the server: a client can post anything. */
export const reviewIdSchema = z.uuid();
export const reviewApprovalSchema = z.object({ id: reviewIdSchema, approved: z.boolean() });
export const submissionHandledSchema = z.object({ id: z.uuid(), handled: z.boolean() });

/** The dashboard's toast texts. */
export const adminMessages = {
  statusUpdated: "Review status updated.",
  statusFailed: "Failed to update review status.",
  deleteConfirm: "Are you sure you want to delete this review?",
  deleted: "Review deleted.",
  deleteFailed: "Failed to delete review.",
  /** The submission workflow's texts follow the review toasts' pattern. */
  markedHandled: "Submission marked as handled.",
  markedNew: "Submission marked as new.",
  handledFailed: "Failed to update submission.",
} as const;
