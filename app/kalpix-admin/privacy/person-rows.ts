import type { PersonData } from "@/lib/data/privacy";
import type { ListedRows } from "@/lib/schemas/listed-rows";

/** Each name the reviews found carry, once whatever its case or spacing, in the first spelling seen. */
export function reviewNames(person: PersonData): string[] {
  const names = new Map<string, string>();
  for (const review of person.reviews) {
    const key = review.name.trim().toLowerCase();
    if (!names.has(key)) names.set(key, review.name.trim());
  }
  return [...names.values()];
}

export function listedRowsOf(person: PersonData): ListedRows {
  return {
    submissions: person.submissions.map((row) => row.id),
    reviews: person.reviews.map((row) => row.id),
    notifications: person.notifications.map((row) => row.id),
    invitations: person.invitations.map((row) => row.id),
  };
}
