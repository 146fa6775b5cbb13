/**
 * components/page/icon-paths.ts is generated from the installed lucide-react (`npm run icons`):
 * this test generates it again, in memory, and fails when the committed file differs, so the
 * drawings cannot drift from lucide's own, nor an icon be listed without being generated.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { generateIconPaths, ICONS_FILE } from "@/scripts/icon-paths.ts";

describe("components/page/icon-paths.ts", () => {
  it("is what npm run icons generates from lucide-react", async () => {
    const generated = await generateIconPaths();
    const committed = readFileSync(ICONS_FILE, "utf8");
    expect(
      committed,
      "components/page/icon-paths.ts differs from lucide-react's icons: run npm run icons and commit the result",
    ).toBe(generated);
  }, 60_000);

  it("refuses a name lucide-react does not have, or only has as an alias", async () => {
    await expect(generateIconPaths(["no-such-icon"])).rejects.toThrow(
      'lucide-react has no icon named "no-such-icon"',
    );
    await expect(generateIconPaths(["trash-2"])).rejects.toThrow(
      '"trash-2" is lucide\'s old name for "trash"',
    );
  });
});
