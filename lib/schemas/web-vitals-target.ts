/** The longest selector kept; web-vitals itself stops at about 100 characters. */
export const TARGET_MAX_LENGTH = 120;

/**
 * What a selector of tags, ids and classes is made of, Tailwind's class names included
 * (`md:flex`, `w-1/2`, `max-w-[72ch]`, `h-(--header-height)`, `w-[50%]`): no quote, `=`, `@`, space
 * or `<`, so no attribute value, e-mail address or markup survives.
 */
const NOT_SELECTOR = /[^A-Za-z0-9#._>:/()%[\]-]/g;

/**
 * A web-vitals target selector cut down to the characters a selector needs, every other character
 * dropped, and to its last TARGET_MAX_LENGTH characters (the element itself comes last: `main>h1`);
 * null when nothing is left. A combinator `>` at either end is dropped.
 */
export function cleanTarget(raw: string | undefined): string | null {
  if (!raw) return null;
  const kept = raw
    .replace(NOT_SELECTOR, "")
    .slice(-TARGET_MAX_LENGTH)
    .replace(/^>+|>+$/g, "");
  return kept || null;
}
