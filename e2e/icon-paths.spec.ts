import { expect, test } from "@playwright/test";

import { iconPaths } from "../components/page/icon-path";
import { iconShapes } from "../components/page/icon-shapes";

/**
 * Each icon is drawn as one <path> (two with filled dots; components/page/icon-path.ts) instead
 * of lucide's separate shapes. Chromium rasterises both versions of every icon, at the sizes the
 * pages use, and the pixels must agree: a wrong arc flag, a lost relative move or a dropped shape
 * shows up as a run of differing pixels.
 */
function attributes(values: Readonly<Record<string, string | number>>) {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");
}

test("every icon's single path draws what its lucide shapes draw", async ({ page }) => {
  const icons = Object.entries(iconShapes).map(([name, shapes]) => ({
    name,
    separate: shapes.map(([tag, values]) => `<${tag} ${attributes(values)}/>`).join(""),
    single: iconPaths(shapes)
      .map(({ d, fill }) => `<path d="${d}"${fill ? ` fill="${fill}"` : ""}/>`)
      .join(""),
  }));
  await page.setContent("<!doctype html><title>icons</title>");
  const differing = await page.evaluate(async (list) => {
    const draw = async (inner: string, size: number) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>`;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#fff";
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, size, size).data;
    };
    const out: string[] = [];
    for (const size of [24, 96]) {
      for (const { name, separate, single } of list) {
        const [a, b] = [await draw(separate, size), await draw(single, size)];
        // Anti-aliasing may differ by a shade on a few edge pixels; a drawing error does not.
        let off = 0;
        for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 96) off++;
        if (off > size / 6) out.push(`${name} at ${size}px: ${off} channel values off`);
      }
    }
    return out;
  }, icons);
  expect(differing).toEqual([]);
});
