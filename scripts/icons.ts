/**
 * `npm run icons`: regenerates components/page/icon-paths.ts from the installed lucide-react for
 * the icons named in scripts/icon-paths.ts. Run it after adding a name there (or upgrading
 * lucide-react) and commit the result; tests/scripts/icons.test.ts fails until then.
 * `--check` writes nothing and exits 1 when the committed file is out of date.
 */
import { writeOrCheck } from "./generated-file.ts";
import { generateIconPaths, ICONS_FILE } from "./icon-paths.ts";

writeOrCheck(ICONS_FILE, await generateIconPaths(), "npm run icons");
