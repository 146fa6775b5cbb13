import { expect, test } from "./fixtures";

/**
 * On a slow phone the page paints in the fallback face and the web fonts arrive later. The fallback
 * is stretched to the web font's metrics from whichever Arial-compatible face the device has
 * (Arial, Liberation Sans, Arimo, Roboto), so the swap moves no line. Chromium here has no Arial.
 */
const ROUTES = ["/", "/contact", "/about"];

test.use({ viewport: { width: 390, height: 844 } });

for (const route of ROUTES) {
  test(`${route}: the web fonts arriving after the first paint shift nothing`, async ({ page }) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.woff2", async (routed) => {
      await arrived;
      await routed.continue();
    });
    await page.addInitScript(() => {
      const total = window as unknown as { __shift: number };
      total.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number }>)
          total.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });

    await page.goto(route, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('16px "inter"'))).toBe(false);
    release();
    await page.waitForFunction(() =>
      ["inter", "bricolage"].every((family) =>
        [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
      ),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.01);
  });
}
