"use server";

import { invitationPage } from "@/content/reviews";
import { handlePublicForm } from "@/lib/actions/public-form";
import {
  checkReviewInvitation,
  markReviewInvitationOpened,
  redeemReviewInvitation,
  type DeadLink,
} from "@/lib/data/review-invitations";
import { createReview } from "@/lib/data/reviews";
import type { ActionResult } from "@/lib/schemas/action-result";
import {
  readSubmissionKey,
  readTextFields,
  SUBMISSION_FAILED_MESSAGE,
} from "@/lib/schemas/form-fields";
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

function deadLink(state: DeadLink, values: ReviewResult["values"]): ReviewResult {
  const { title, body } = invitationPage.states[state];
  return { ok: false, message: `${title}. ${body}`, values };
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
  // A used link may be the retry of the post that used it: the database knows its key.
  const retry = check.data.state === "used" && readSubmissionKey(formData) !== null;
  if (check.data.state !== "valid" && !retry) return deadLink(check.data.state, values);
  // The name is the invitation's, whatever the post says; the database stores it so too.
  if (check.data.state === "valid") formData.set("name", check.data.name);
  let spent: DeadLink | null = null;
  const result = await handlePublicForm(formData, {
    ...reviewForm,
    counted: false,
    // A link spent between the check and the post (another tab, a second click) stores nothing.
    store: async (input, meta) => {
      const redeemed = await redeemReviewInvitation(token, input, meta);
      if (!redeemed.ok) return redeemed;
      if (redeemed.data === "stored") return { ok: true, data: undefined };
      spent = redeemed.data;
      return { ok: false, error: { kind: "not-found" } };
    },
  });
  return !result.ok && spent ? deadLink(spent, values) : result;
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
