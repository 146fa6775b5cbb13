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
