"use server";

import { invitationPage } from "@/content/reviews";
import { handlePublicForm } from "@/lib/actions/public-form";
import {
  checkReviewInvitation,
  markReviewInvitationOpened,
  redeemReviewInvitation,
} from "@/lib/data/review-invitations";
import { createReview } from "@/lib/data/reviews";
import type { ActionResult } from "@/lib/schemas/action-result";
import { readTextFields, SUBMISSION_FAILED_MESSAGE } from "@/lib/schemas/form-fields";
import { INVITATION_FIELD, reviewFields, type ReviewField } from "@/lib/schemas/review-limits";
import { reviewSchema, reviewSizeLimits } from "@/lib/schemas/review.schema";

type ReviewResult = ActionResult<ReviewField>;

const reviewForm = {
  name: "review",
  fields: reviewFields,
  sizeLimits: reviewSizeLimits,
  freeText: "comment",
  schema: reviewSchema,
} as const;

/** Nothing is revalidated: a new review stays invisible until an admin approves it. */
export async function submitReviewAction(
  _previous: ReviewResult | null,
  formData: FormData,
): Promise<ReviewResult> {
  return handlePublicForm(formData, { ...reviewForm, store: createReview });
}

// The link is checked again here: it may have been used, revoked or replaced since the page opened.
export async function submitInvitedReviewAction(
  _previous: ReviewResult | null,
  formData: FormData,
): Promise<ReviewResult> {
  if (!(formData instanceof FormData)) return { ok: false, message: SUBMISSION_FAILED_MESSAGE };
  const token = formData.get(INVITATION_FIELD);
  if (typeof token !== "string") return { ok: false, message: SUBMISSION_FAILED_MESSAGE };
  const values = readTextFields(formData, reviewFields);
  const check = await checkReviewInvitation(token);
  if (!check.ok) return { ok: false, message: SUBMISSION_FAILED_MESSAGE, values };
  if (check.data.state !== "valid") {
    const { title, body } = invitationPage.states[check.data.state];
    return { ok: false, message: `${title}. ${body}`, values };
  }
  // The name is the invitation's, whatever the post says; the database stores it so too.
  formData.set("name", check.data.name);
  return handlePublicForm(formData, {
    ...reviewForm,
    counted: false,
    // A link spent between the check and the post (another tab) stores nothing.
    store: async (input, meta) => {
      const redeemed = await redeemReviewInvitation(token, input, meta);
      if (!redeemed.ok) return redeemed;
      return redeemed.data === "stored"
        ? { ok: true, data: undefined }
        : { ok: false, error: { kind: "not-found" } };
    },
  });
}

/** The invitation page shown in a browser: staff then see the link as opened. */
export async function markInvitationOpenedAction(token: unknown): Promise<ReviewResult> {
  if (typeof token !== "string" || token.length > 200)
    return { ok: false, message: SUBMISSION_FAILED_MESSAGE };
  const marked = await markReviewInvitationOpened(token);
  return marked.ok && marked.data
    ? { ok: true }
    : { ok: false, message: SUBMISSION_FAILED_MESSAGE };
}
