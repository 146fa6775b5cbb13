/**
 * `npm run icons`: regenerates components/page/icon-paths.ts from the installed lucide-react for
 * the icons named in scripts/icon-paths.ts. Run it after adding a name there (or upgrading
 * lucide-react) and commit the result; tests/scripts/icons.test.ts fails until then.
 * `--check` writes nothing and exits 1 when the committed file is out of date.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { generateIconPaths, ICONS_FILE } from "./icon-paths.ts";

const text = await generateIconPaths();
const current = existsSync(ICONS_FILE) ? readFileSync(ICONS_FILE, "utf8") : "";
const shown = path.relative(process.cwd(), ICONS_FILE);
if (process.argv.includes("--check")) {
  if (current !== text) {
    console.error(`${shown} is out of date: run npm run icons`);
    process.exit(1);
  }
  console.log(`${shown} is up to date.`);
} else if (current === text) {
  console.log(`${shown} is up to date.`);
} else {
  writeFileSync(ICONS_FILE, text);
  console.log(`Wrote ${shown}.`);
}
