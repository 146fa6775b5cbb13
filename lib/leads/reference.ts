// Short enough to read over the phone, and taken from the id so it needs no column of its own.
export function enquiryReference(id: string): string {
  return `KX-${id.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}
