import { expect, test, type Page } from "@playwright/test";

import { iconPaths } from "../components/page/icon-path";
import { iconShapes } from "../components/page/icon-shapes";

/**
 * Each icon is drawn as one <path> (two with filled dots) (components/page/icon-path.ts) instead of lucide's separate
 * shapes. Chromium draws both versions of every icon here, at the sizes the pages use, and the
 * pixels must agree: a wrong arc flag, a lost relative move or a dropped shape shows up as a
 * difference.
 */
const STYLE =
  "svg{fill:none;stroke:#000;stroke-width:2;stroke-linecap:round;stroke-linejoin:round;display:block}body{margin:0;background:#fff}";

function attributes(values: Readonly<Record<string, string | number>>) {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");
}

async function pixels(page: Page, markup: string, size: number) {
  await page.setContent(
    `<style>${STYLE}</style><svg viewBox="0 0 24 24" width="${size}" height="${size}">${markup}</svg>`,
  );
  const buffer = await page.locator("svg").screenshot();
  return buffer;
}

test("every icon's single path draws what its lucide shapes draw", async ({ page }) => {
  const names = Object.keys(iconShapes) as (keyof typeof iconShapes)[];
  const differing: string[] = [];
  for (const size of [24, 96]) {
    for (const name of names) {
      const shapes = iconShapes[name];
      const separate = shapes.map(([tag, values]) => `<${tag} ${attributes(values)}/>`).join("");
      const single = iconPaths(shapes)
        .map(({ d, fill }) => `<path d="${d}"${fill ? ` fill="${fill}"` : ""}/>`)
        .join("");
      const [a, b] = [await pixels(page, separate, size), await pixels(page, single, size)];
      if (!a.equals(b)) {
        const [left, right] = await page.evaluate(
          async ({ x, y }) => {
            const decode = async (b64: string) => {
              const img = new Image();
              img.src = `data:image/png;base64,${b64}`;
              await img.decode();
              const canvas = new OffscreenCanvas(img.width, img.height);
              const context = canvas.getContext("2d")!;
              context.drawImage(img, 0, 0);
              return Array.from(context.getImageData(0, 0, img.width, img.height).data);
            };
            return [await decode(x), await decode(y)];
          },
          { x: a.toString("base64"), y: b.toString("base64") },
        );
        // Anti-aliasing may differ by a shade on a few edge pixels; a real drawing error is a
        // run of fully different pixels.
        const off = left.filter((value, i) => Math.abs(value - (right[i] ?? 0)) > 96).length;
        if (off > size / 6) differing.push(`${name} at ${size}px: ${off} channel values off`);
      }
    }
  }
  expect(differing).toEqual([]);
});
