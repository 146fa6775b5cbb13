/**
 * An enquiry's reference, as staff, the person and the team's tools see it: short enough to read
 * over the phone, taken from the row's id so it needs no column of its own.
 */
export function enquiryReference(id: string): string {
  return `KX-${id.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}
