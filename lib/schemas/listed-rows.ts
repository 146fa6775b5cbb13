// The rows a person's export or erasure acts on: the ids staff saw listed. No zod: a client form uses it.

export const LISTED_ROW_FIELDS = {
  submissions: "enquiry_ids",
  reviews: "review_ids",
  notifications: "notification_ids",
  invitations: "invitation_ids",
} as const;

export type ListedRows = {
  submissions: string[];
  reviews: string[];
  notifications: number[];
  invitations: string[];
};

export function listedRowsFields(rows: ListedRows): Record<string, string> {
  return {
    [LISTED_ROW_FIELDS.submissions]: rows.submissions.join(","),
    [LISTED_ROW_FIELDS.reviews]: rows.reviews.join(","),
    [LISTED_ROW_FIELDS.notifications]: rows.notifications.join(","),
    // Only when there are some, so a link for a person never invited stays as it was.
    ...(rows.invitations.length > 0
      ? { [LISTED_ROW_FIELDS.invitations]: rows.invitations.join(",") }
      : {}),
  };
}
