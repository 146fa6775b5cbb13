import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";

import { FONT_FILES, SHARE_CARD_FONTS } from "@/scripts/font-subset-spec.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

async function openFont(file: string) {
  const sfnt = await fontverter.convert(readFileSync(path.join(root, file)), "sfnt");
  return new Face(new Blob(sfnt), 0);
}

/** Every character the site's own copy uses (copy lives in content/ as typed data). */
function contentCharacters(): Set<string> {
  const chars = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name))
        for (const c of readFileSync(file, "utf8")) if (c.trim()) chars.add(c);
    }
  };
  walk(path.join(root, "content"));
  return chars;
}

describe("subset web fonts", () => {
  for (const font of FONT_FILES) {
    describe(font.family, () => {
      it("is small enough to preload on every page", () => {
        expect(statSync(path.join(root, font.output)).size).toBeLessThanOrEqual(28 * 1024);
      });

      it("keeps the weights the site sets, 400 to 700", async () => {
        const face = await openFont(font.output);
        expect(face.getAxisInfos().wght).toMatchObject({ min: 400, max: 700 });
      });

      it("has a glyph for every character of the site's copy (run `npm run fonts:subset` after adding one)", async () => {
        const face = await openFont(font.output);
        const covered = new Set(
          Array.from(face.collectUnicodes(), (code) => String.fromCodePoint(code)),
        );
        const missing = [...contentCharacters()].filter((c) => !covered.has(c));
        expect(missing).toEqual([]);
      });
    });
  }

  it("Inter covers Latin-1, so names in reviews and enquiries keep the body face", async () => {
    const face = await openFont(FONT_FILES.find((font) => font.family === "Inter")!.output);
    const covered = new Set(face.collectUnicodes());
    for (const c of "José Müller, Zoë Ørsted, François, £ ©")
      expect(covered.has(c.codePointAt(0)!)).toBe(true);
  });
});

describe("share card fonts", () => {
  for (const font of SHARE_CARD_FONTS) {
    describe(font.family, () => {
      it("is a static TrueType instance, which next/og reads (it reads no WOFF2)", async () => {
        const bytes = readFileSync(path.join(root, font.output));
        expect(bytes.readUInt32BE(0)).toBe(0x00010000);
        expect((await openFont(font.output)).getAxisInfos()).toEqual({});
      });

      it("has a glyph for every character of the site's copy", async () => {
        const face = await openFont(font.output);
        const covered = new Set(
          Array.from(face.collectUnicodes(), (code) => String.fromCodePoint(code)),
        );
        expect([...contentCharacters()].filter((c) => !covered.has(c))).toEqual([]);
      });
    });
  }
});
