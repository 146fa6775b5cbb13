// The ids a person's export or erasure acts on, as the form or link carries them.

import { isUuid } from "@/lib/uuid";

import { LISTED_ROW_FIELDS, type ListedRows } from "./listed-rows";
import { z } from "./zod";

const LISTED_ROWS_MESSAGE =
  "The rows to act on were not listed. Search for the person again, then try again.";

const MAX_ROWS = 1000;

const idList = <T>(valid: (id: string) => boolean, toId: (id: string) => T) =>
  z
    .string()
    .max(MAX_ROWS * 40)
    .transform((value) => (value === "" ? [] : value.split(",")))
    .refine((ids) => ids.length <= MAX_ROWS && ids.every(valid), { error: LISTED_ROWS_MESSAGE })
    .transform((ids) => [...new Set(ids.map(toId))]);

export const listedRowsSchema = z
  .object({
    submissions: idList(isUuid, (id) => id.toLowerCase()),
    reviews: idList(isUuid, (id) => id.toLowerCase()),
    notifications: idList((id) => /^[1-9]\d{0,17}$/.test(id), Number),
    invitations: idList(isUuid, (id) => id.toLowerCase()),
  })
  .refine(
    (rows) =>
      rows.submissions.length +
        rows.reviews.length +
        rows.notifications.length +
        rows.invitations.length >
      0,
    { error: LISTED_ROWS_MESSAGE },
  );

export function readListedRows(
  source: FormData | URLSearchParams,
): Record<keyof ListedRows, string> {
  const read = (field: string) => {
    const value = source.get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    submissions: read(LISTED_ROW_FIELDS.submissions),
    reviews: read(LISTED_ROW_FIELDS.reviews),
    notifications: read(LISTED_ROW_FIELDS.notifications),
    invitations: read(LISTED_ROW_FIELDS.invitations),
  };
}
