import { publicRoutes } from "../content/routes";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

// WCAG 2.2 A/AA rules through axe-core, on every page of the sitemap and the 404 page, at phone and desktop widths.
const pages = [
  ...publicRoutes.map(({ path }) => ({ name: path === "/" ? "home" : path, path })),
  { name: "not found", path: "/no-such-page" },
];

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { name, path } of pages) {
      test(`${name} has no detectable accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Let the hero's entrance animation finish so colour contrast is measured on the final colours.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity,
            ),
        );
        // Scroll-triggered fades are driven by JavaScript, not by CSS animations: measure contrast
        // only once none of them is half-way (0 = not yet in view, which axe skips; 1 = done).
        await page.waitForFunction(() =>
          [...document.querySelectorAll("[data-reveal]")].every((el) => {
            const opacity = getComputedStyle(el).opacity;
            return opacity === "0" || opacity === "1";
          }),
        );
        await expectNoAxeViolations(page);
      });
    }
  });
}
