export const text = (value: unknown) => (typeof value === "string" ? value : String(value ?? ""));

/** Header values never carry a line break: a name cannot add a header or end the header block. */
export const oneLine = (value: string, max = 80) =>
  value
    .replace(/[\r\n\u0085\u2028\u2029]+/g, " ")
    .trim()
    .slice(0, max);

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export function ratingLabel(value: unknown): string {
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? `${rating}/5` : "unrated";
}
