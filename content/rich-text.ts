/**
 * Body copy that can carry links without MDX: a paragraph is a list of plain strings and links.
 * Keeping links as data (not HTML strings) lets the tests check that every internal href is a
 * real route, and lets JSON-LD reuse the same copy as plain text.
 */
type InlineLink = { text: string; href: string };
type Inline = string | InlineLink;
export type RichText = string | readonly Inline[];

/** The copy without its links, for meta tags and structured data. */
export function toPlainText(text: RichText): string {
  if (typeof text === "string") return text;
  return text.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

export function countWords(texts: readonly RichText[]): number {
  return texts.map(toPlainText).join(" ").split(/\s+/).filter(Boolean).length;
}
