import type { ErasedCounts, Erasure, PersonQuery } from "@/lib/data/privacy";
import { listedRowsFields, type ListedRows } from "@/lib/schemas/listed-rows";
import { privacyPath } from "@/components/admin/admin-pages";

function requestQuery(query: PersonQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.email) params.set("email", query.email);
  if (query.name) params.set("name", query.name);
  if (query.name && query.wholeName) params.set("whole", "1");
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export function privacyHref(query: PersonQuery, { confirm = false } = {}): string {
  return `${privacyPath}?${requestQuery(query, confirm ? { confirm: "1" } : {})}`;
}

/** The export carries the ids listed on the page, so it holds exactly what staff saw. */
export function exportHref(query: PersonQuery, listed: ListedRows): string {
  return `${privacyPath}/export?${requestQuery(query, listedRowsFields(listed))}`;
}

/** Where an erasure lands: counts and its audit row, so no address or name stays in the history. */
export function erasedHref(erasure: Erasure): string {
  const params = new URLSearchParams({
    erased: "1",
    submissions: String(erasure.submissions),
    reviews: String(erasure.reviews),
    invitations: String(erasure.invitations ?? 0),
    notifications: String(erasure.notifications),
    record: String(erasure.record),
  });
  return `${privacyPath}?${params}`;
}

const COUNT = /^\d{1,6}$/;
const RECORD = /^\d{1,18}$/;

/** The erasure's audit row, whose list of copies outside the database the result shows. */
export function readErasureRecord(
  params: Record<string, string | string[] | undefined>,
): number | null {
  const value = params["record"];
  return params["erased"] === "1" && typeof value === "string" && RECORD.test(value)
    ? Number(value)
    : null;
}

export function readErasedCounts(
  params: Record<string, string | string[] | undefined>,
): ErasedCounts | null {
  if (params["erased"] !== "1") return null;
  const count = (key: keyof ErasedCounts) => {
    const value = params[key];
    return typeof value === "string" && COUNT.test(value) ? Number(value) : 0;
  };
  return {
    submissions: count("submissions"),
    reviews: count("reviews"),
    invitations: count("invitations"),
    notifications: count("notifications"),
  };
}

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export function describeCounts(counts: ErasedCounts): string {
  return [
    plural(counts.submissions, "enquiry", "enquiries"),
    plural(counts.reviews, "review", "reviews"),
    ...(counts.invitations
      ? [plural(counts.invitations, "invitation to review", "invitations to review")]
      : []),
    plural(counts.notifications, "notification", "notifications"),
  ]
    .join(", ")
    .replace(/, (?=[^,]*$)/, " and ");
}

export function describeQuery(query: PersonQuery): string {
  const name = query.name
    ? query.wholeName
      ? `exactly the name “${query.name}”`
      : `the name “${query.name}”`
    : null;
  return [query.email, name].filter(Boolean).join(" and ");
}

export const ERASE_CONFIRM_TITLE = "Erase everything held about this person?";

export function eraseWarning(held: string, who: string, names: string[] = []): string {
  const several =
    names.length > 1
      ? ` The reviews carry ${names.length} different names: ${names.map((name) => `“${name}”`).join(", ")}.`
      : "";
  return `${held} matching ${who} will be deleted for good, from the dashboard and the public pages.${several} The copies listed below stay outside the database until you delete them. The audit trail records the erasure with the counts and that list only, without the name, e-mail address or anything they wrote.`;
}

export function searchGap(query: PersonQuery): string | null {
  if (!query.email) return "Enquiries were not searched: they are found by e-mail address.";
  if (!query.name)
    return "Reviews were found by e-mail address only where they came through an invitation; other reviews carry only a name, so search by name too.";
  return null;
}
