// `npm run fonts:subset`: writes the two web fonts the site ships (assets/fonts/) from the
// @fontsource-variable files. Both are preloaded on every page and sit on the path to the first
// paint, so they carry only what the site sets: Latin text and punctuation, weights 400 to 700
// (font-normal to font-bold), the default layout features and no stylistic alternates. Run it
// again after adding copy with a character outside the set; tests/scripts/fonts-subset.test.ts
// fails until then. Characters outside the set (a visitor's name in a review) still render, in
// the next font of the stack. It also writes the share cards' static TTF instances (assets/fonts/share-card/).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import subsetFont from "subset-font";

import { FONT_FILES, SHARE_CARD_FONTS } from "./font-subset-spec.mjs";

const root = path.resolve(import.meta.dirname, "..");

async function writeSubset(font, targetFormat, wght) {
  const source = readFileSync(path.join(root, font.source));
  const subset = await subsetFont(source, font.characters, {
    targetFormat,
    keepFeatures: font.features,
    variationAxes: { wght },
    noHinting: true,
  });
  mkdirSync(path.dirname(path.join(root, font.output)), { recursive: true });
  writeFileSync(path.join(root, font.output), subset);
  console.log(
    `${font.output}: ${(source.length / 1024).toFixed(1)} KiB -> ${(subset.length / 1024).toFixed(1)} KiB`,
  );
}

for (const font of FONT_FILES) await writeSubset(font, "woff2", font.weights);
for (const font of SHARE_CARD_FONTS) await writeSubset(font, "truetype", font.weight);
