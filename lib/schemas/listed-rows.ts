// The rows a person's export or erasure acts on: the ids staff saw listed. No zod: a client form uses it.

export const LISTED_ROW_FIELDS = {
  submissions: "enquiry_ids",
  reviews: "review_ids",
  notifications: "notification_ids",
} as const;

export type ListedRows = { submissions: string[]; reviews: string[]; notifications: number[] };

export function listedRowsFields(rows: ListedRows): Record<string, string> {
  return {
    [LISTED_ROW_FIELDS.submissions]: rows.submissions.join(","),
    [LISTED_ROW_FIELDS.reviews]: rows.reviews.join(","),
    [LISTED_ROW_FIELDS.notifications]: rows.notifications.join(","),
  };
}
