import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };

/** The first revealed section below the fold, scrolled until only `visiblePx` of it shows. */
async function peekBelowFold(page: Page, visiblePx: number) {
  const section = page.locator('[data-reveal="section"], [data-reveal="list"]').filter({
    has: page.locator("*"),
  });
  const index = await section.evaluateAll(
    (els, height) => els.findIndex((el) => el.getBoundingClientRect().top > height * 1.5),
    PHONE.height,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const target = section.nth(index);
  await target.evaluate(
    (el, { visible, height }) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - height + visible, behavior: "instant" });
    },
    { visible: visiblePx, height: PHONE.height },
  );
  return target;
}

const opacities = (page: Page) =>
  page
    .locator('[data-reveal="section"], [data-reveal="item"]')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));

test.describe("sections entering a phone's screen", () => {
  test.use({ viewport: PHONE });

  test("a section is shown as soon as its top edge scrolls in", async ({ page }) => {
    await page.goto("/about");
    await page.waitForLoadState("load");
    const section = await peekBelowFold(page, 40);
    // The entrance lasts 0.6 s; well before that ends the section is no longer blank.
    await expect
      .poll(() => section.evaluate((el) => Number(getComputedStyle(el).opacity)), {
        timeout: 1500,
      })
      .toBeGreaterThan(0.5);
  });

  test("with reduced motion nothing is hidden or animated", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/about");
    await page.waitForLoadState("load");
    expect(new Set(await opacities(page))).toEqual(new Set(["1"]));
    await context.close();
  });

  test("without JavaScript nothing is hidden", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    expect(new Set(await opacities(page))).toEqual(new Set(["1"]));
    await context.close();
  });

  test("printed, every section shows, the ones never scrolled to included", async ({ page }) => {
    await page.goto("/about");
    await page.waitForLoadState("load");
    // On screen, the sections below the fold still wait for their entrance.
    await expect.poll(async () => (await opacities(page)).includes("0")).toBe(true);
    await page.emulateMedia({ media: "print" });
    expect(new Set(await opacities(page))).toEqual(new Set(["1"]));
  });
});
