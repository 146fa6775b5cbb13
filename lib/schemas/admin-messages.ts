// No zod here: the dashboard's client controls import these texts, and zod stays off their pages.

export const adminMessages = {
  statusUpdated: "Review status updated.",
  statusFailed: "Failed to update review status.",
  deleteConfirm: "Are you sure you want to delete this review?",
  deleted: "Review deleted.",
  deleteFailed: "Failed to delete review.",
  markedHandled: "Submission marked as handled.",
  markedNew: "Submission marked as new.",
  handledFailed: "Failed to update submission.",
  submissionToSpam: "Submission moved to spam.",
  submissionNotSpam: "Submission moved out of spam: it is new again.",
  submissionSpamFailed: "Failed to move submission.",
  reviewToSpam: "Review moved to spam.",
  reviewNotSpam: "Review moved out of spam: it is pending again.",
  reviewSpamFailed: "Failed to move review.",
  rejectFailed: "Failed to reject review.",
  replySaved: "Reply published under the review.",
  replyFailed: "The reply was not saved: a reply goes under a published review only.",
  replyDeleted: "Reply deleted.",
  replyDeleteFailed: "Failed to delete the reply.",
} as const;
