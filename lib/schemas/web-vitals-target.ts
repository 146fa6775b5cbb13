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
const CONTACT_DETAILS = /\S@\S|\d(?:[\s().-]*\d){6}/;

/** The element's words, as a person reads them: one line, at most 80 characters. */
export function cleanTargetLabel(raw: string | undefined): string | null {
  const line = raw
    ?.replace(/\p{Cf}/gu, "")
    .replace(/[\p{Cc}\p{Z}\s]+/gu, " ")
    .trim()
    .normalize("NFC");
  if (!line || CONTACT_DETAILS.test(line)) return null;
  const chars = [...line];
  if (chars.length <= TARGET_LABEL_MAX_LENGTH) return line;
  return `${chars
    .slice(0, TARGET_LABEL_MAX_LENGTH - 1)
    .join("")
    .trimEnd()}…`;
}
