// `npm run build` (prebuild): compiles app/globals.css with the project's Tailwind, minified, into
// generated/site-stylesheet.mjs, which a build inlines once per document (InlineStylesheet).
//   node scripts/build-stylesheet.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import tailwindcss from "@tailwindcss/postcss";
import postcss from "postcss";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "app", "globals.css");
const target = path.join(root, "generated", "site-stylesheet.mjs");

const result = await postcss([tailwindcss({ base: root, optimize: { minify: true } })]).process(
  readFileSync(source, "utf8"),
  { from: source },
);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(
  target,
  `// Made by scripts/build-stylesheet.mjs from app/globals.css; do not edit.\nexport const builtStylesheet = ${JSON.stringify(result.css)};\n`,
);
console.log(`Stylesheet: ${result.css.length} bytes -> ${path.relative(root, target)}`);
