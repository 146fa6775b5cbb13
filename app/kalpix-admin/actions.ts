"use server";

import { AdminAccessError } from "@/lib/auth/session";
import { deleteReview, setReviewApproval } from "@/lib/data/admin-reviews";
import { setSubmissionHandled } from "@/lib/data/admin-submissions";
import { reviewApprovalSchema, reviewIdSchema, submissionHandledSchema } from "@/lib/schemas/admin";

export type ModerationResult = { ok: boolean };

/**
 * Server actions are public HTTP endpoints: each input is parsed here and the data functions
 * check the session and is_admin() themselves, so a direct call without a session, or with a
 * non-admin one, changes nothing.
 */
async function guarded(run: () => Promise<ModerationResult>): Promise<ModerationResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AdminAccessError) {
      console.warn(error.message);
      return { ok: false };
    }
    console.error("Moderation failed:", error);
    return { ok: false };
  }
}

export async function setReviewApprovalAction(
  id: unknown,
  approved: unknown,
): Promise<ModerationResult> {
  const parsed = reviewApprovalSchema.safeParse({ id, approved });
  if (!parsed.success) return { ok: false };
  return guarded(() => setReviewApproval(parsed.data.id, parsed.data.approved));
}

export async function deleteReviewAction(id: unknown): Promise<ModerationResult> {
  const parsed = reviewIdSchema.safeParse(id);
  if (!parsed.success) return { ok: false };
  return guarded(() => deleteReview(parsed.data));
}

export async function setSubmissionHandledAction(
  id: unknown,
  handled: unknown,
): Promise<ModerationResult> {
  const parsed = submissionHandledSchema.safeParse({ id, handled });
  if (!parsed.success) return { ok: false };
  return guarded(() => setSubmissionHandled(parsed.data.id, parsed.data.handled));
}
