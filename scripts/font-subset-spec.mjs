// What goes into the subset fonts; shared by scripts/subset-fonts.mjs and its test.
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

const ASCII = range(0x20, 0x7e);
// Latin-1 letters and signs: names and words in reviews and enquiries (é, ñ, ü, ß, £, ©, ½ ...).
const LATIN_1 = range(0xa0, 0xff);
const PUNCTUATION = "–—‘’‚“”„•…′″‹›€₹™−→←↑↓✓";

/** Features text needs to look right; alternates and stylistic sets are left out. */
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"];

export const FONT_FILES = [
  {
    family: "Inter",
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "assets/fonts/inter-latin-400-700.woff2",
    weights: { min: 400, max: 700 },
    features: FEATURES,
    characters: ASCII + LATIN_1 + PUNCTUATION,
  },
  {
    // The display face sets headings and the splash wordmark: copy the site writes itself.
    family: "Bricolage Grotesque",
    source:
      "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    output: "assets/fonts/bricolage-grotesque-latin-400-700.woff2",
    weights: { min: 400, max: 700 },
    features: FEATURES,
    characters: ASCII + PUNCTUATION + "éÉ½·©",
  },
];

/**
 * Static instances for the share cards: next/og draws with one weight per file and reads TTF, not
 * WOFF2. Not shipped to browsers, so they keep Latin-1 in both faces.
 */
export const SHARE_CARD_FONTS = [
  {
    family: "Bricolage Grotesque",
    source: FONT_FILES[1].source,
    output: "assets/fonts/share-card/bricolage-grotesque-latin-700.ttf",
    weight: 700,
    features: FEATURES,
    characters: ASCII + LATIN_1 + PUNCTUATION,
  },
  {
    family: "Inter",
    source: FONT_FILES[0].source,
    output: "assets/fonts/share-card/inter-latin-600.ttf",
    weight: 600,
    features: FEATURES,
    characters: ASCII + LATIN_1 + PUNCTUATION,
  },
];
