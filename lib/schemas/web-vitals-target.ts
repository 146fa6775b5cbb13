export const TARGET_MAX_LENGTH = 120;

// No quote, `=`, `@`, space or `<`, so no attribute value, e-mail address or markup survives.
const NOT_SELECTOR = /[^A-Za-z0-9#._>:/()%[\]-]/g;

// Keeps the end of a long selector: the element itself comes last (`main>h1`).
export function cleanTarget(raw: string | undefined): string | null {
  if (!raw) return null;
  const kept = raw
    .replace(NOT_SELECTOR, "")
    .slice(-TARGET_MAX_LENGTH)
    .replace(/^>+|>+$/g, "");
  return kept || null;
}

const TARGET_LABEL_MAX_LENGTH = 80;

// Defence in depth: the browser reads no field, but an address or a phone number is never kept.
const CONTACT_DETAILS = /@|\d(?:[\s().\-–—/]*\d){6}/;
// Anyone can send a report: a web address in it, however spelled out, would be a link offered to staff.
const WEB_ADDRESS =
  /:\/\/|\bwww\b|\p{L}\.\p{L}|\d\s*\.\s*\d|\S\/\p{L}|[([{]\s*\.\s*[)\]}]|\b(?:dot|slash)\b|\.\s*(?:com|net|org|info|biz|io|co|in|uk|ru|app|dev|xyz|me|ly|link|site|online|shop|top)\b/iu;
// What the site's headings, labels and alt texts are written with: Latin letters (one script, so
// no look-alike Cyrillic or Greek), digits and common punctuation; no symbol, emoji or markup.
const SITE_WORDS = /^[\p{Script=Latin}\p{M}0-9 '’‘"“”&,.!?:;()\-–—/+%#*…]+$/u;

/**
 * The element's words, as a person reads them: one line, at most 80 characters. Letters that only
 * look like others (full-width, mathematical) are refused rather than read, since the site uses none.
 */
export function cleanTargetLabel(raw: string | undefined): string | null {
  const line = raw
    ?.replace(/\p{Cf}/gu, "")
    .replace(/[\p{Cc}\p{Z}\s]+/gu, " ")
    .trim()
    .normalize("NFC");
  if (!line || line.normalize("NFKC") !== line.replaceAll("…", "...")) return null;
  if (!SITE_WORDS.test(line) || CONTACT_DETAILS.test(line) || WEB_ADDRESS.test(line)) return null;
  const chars = [...line];
  if (chars.length <= TARGET_LABEL_MAX_LENGTH) return line;
  return `${chars
    .slice(0, TARGET_LABEL_MAX_LENGTH - 1)
    .join("")
    .trimEnd()}…`;
}
