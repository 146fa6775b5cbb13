import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The end of every generator that commits its output (`npm run db:types`, `npm run icons`):
 * writes `text` to `file` when it differs, or, with `--check` on the command line, writes nothing
 * and exits 1 when the committed file is out of date, naming the command that brings it up to date.
 */
export function writeOrCheck(file: string, text: string, command: string): void {
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const shown = path.relative(process.cwd(), file);
  if (current === text) {
    console.log(`${shown} is up to date.`);
  } else if (process.argv.includes("--check")) {
    console.error(`${shown} is out of date: run ${command}`);
    process.exit(1);
  } else {
    writeFileSync(file, text);
    console.log(`Wrote ${shown}.`);
  }
}
