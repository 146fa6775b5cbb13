import { publicRoutes } from "../content/routes";
import { criticalPath } from "../scripts/bench/critical-path.mjs";
import { expect, test } from "./fixtures";

/**
 * What a phone must fetch before it can paint a public page, in gzip bytes. A bare Next page needs
 * 0.5 KiB: its HTML up to the first text. Ours carries its inlined stylesheet in that HTML (one
 * round trip, not two) and preloads the two font faces its first paint uses. The limits sit a
 * little above what the pages measured (`npm run bench` prints both), so a new render-blocking
 * file, a preloaded font or a heavier head fails here, where a timing would only be noisy.
 */
const KiB = 1024;
const limits = { html: 21 * KiB, fonts: 48 * KiB, total: 68 * KiB };

test.describe("bytes before the first paint", () => {
  for (const { path } of publicRoutes) {
    test(`${path} needs one round trip and at most ${limits.total / KiB} KiB`, async ({
      baseURL,
    }) => {
      const bytes = await criticalPath(new URL(path, baseURL).href);
      expect(bytes.css, "render-blocking stylesheets").toBe(0);
      expect(bytes.files.filter((file) => !file.endsWith(".woff2"))).toEqual([]);
      expect(bytes.html).toBeLessThanOrEqual(limits.html);
      expect(bytes.fonts).toBeLessThanOrEqual(limits.fonts);
      expect(bytes.total).toBeLessThanOrEqual(limits.total);
    });
  }
});
