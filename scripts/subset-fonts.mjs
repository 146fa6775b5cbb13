// `npm run fonts:subset`: writes the two web fonts the site ships (assets/fonts/) from the
// @fontsource-variable files. Both are preloaded on every page and sit on the path to the first
// paint, so they carry only what the site sets: Latin text and punctuation, weights 400 to 700
// (font-normal to font-bold), the default layout features and no stylistic alternates. Run it
// again after adding copy with a character outside the set; tests/scripts/fonts-subset.test.ts
// fails until then. Characters outside the set (a visitor's name in a review) still render, in
// the next font of the stack.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import subsetFont from "subset-font";

import { FONT_FILES } from "./font-subset-spec.mjs";

const root = path.resolve(import.meta.dirname, "..");

for (const font of FONT_FILES) {
  const source = readFileSync(path.join(root, font.source));
  const subset = await subsetFont(source, font.characters, {
    targetFormat: "woff2",
    keepFeatures: font.features,
    variationAxes: { wght: font.weights },
    noHinting: true,
  });
  writeFileSync(path.join(root, font.output), subset);
  console.log(
    `${font.output}: ${(source.length / 1024).toFixed(1)} KiB -> ${(subset.length / 1024).toFixed(1)} KiB`,
  );
}
