// No zod here: the dashboard's client controls import these texts, and zod stays off their pages.

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
  /** Moving a row in and out of spam; out of spam it waits for staff again. */
  submissionToSpam: "Submission moved to spam.",
  submissionNotSpam: "Submission moved out of spam: it is new again.",
  submissionSpamFailed: "Failed to move submission.",
  reviewToSpam: "Review moved to spam.",
  reviewNotSpam: "Review moved out of spam: it is pending again.",
  reviewSpamFailed: "Failed to move review.",
} as const;
