import type { Locator, Page } from "@playwright/test";

import { sendContactForm } from "./contact-form";
import { BRICOLAGE, drawnFaces, INTER } from "./drawn-faces";
import { expect, test } from "./fixtures";

// Without JavaScript nothing can skip the splash or remember it was seen, and a posted form comes
// back as a new page, opened at its top.
test.use({
  javaScriptEnabled: false,
  showSplash: true,
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

// The browser focuses an autofocused element a frame or more after load, then scrolls smoothly.
async function expectInView(page: Page, target: Locator) {
  const place = async () => {
    const box = (await target.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    if (box.y < header.y + header.height) return "under the header";
    return box.y < page.viewportSize()!.height ? "in view" : "below the screen";
  };
  await expect.poll(place).toBe("in view");
}

test("no splash covers the page, and the header stands apart from the text under it", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.locator("[data-splash-root]")).toBeHidden();
  await page.mouse.wheel(0, 600);
  const background = await page
    .getByRole("banner")
    .evaluate((header) => getComputedStyle(header).backgroundColor);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
});

test("the home hero's backdrop is there at once, not held for a splash that never shows", async ({
  page,
}) => {
  await page.goto("/");
  // Not a retrying assertion: the held backdrop shows by itself once the splash's 6.5 s are over.
  const held = await page
    .locator(".hero-backdrop")
    .evaluate(
      (el) => getComputedStyle(el).visibility === "hidden" || el.getAnimations().length > 0,
    );
  expect(held).toBe(false);
});

test("the open phone menu hides the page under it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  const panel = page.getByRole("navigation", { name: "Site sections" });
  await expect(panel).toBeVisible();
  // A colour with an alpha below 1 lets the hero's heading show through the list.
  const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toMatch(/\/\s*0?\.\d|rgba\(.*,\s*0?\.\d+\)|transparent/);
  await expect(panel).toHaveCSS("backdrop-filter", "none");
});

test("the headings and text are drawn in the site's own faces", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect
    .poll(() => drawnFaces(page, main.getByRole("heading", { level: 1 })))
    .toEqual([BRICOLAGE]);
  expect(await drawnFaces(page, main.getByRole("paragraph").first())).toContainEqual(INTER);
});

test("a form sent with errors opens at its first wrong field", async ({ page }) => {
  await page.goto("/contact");
  await sendContactForm(page, { email: "not-an-address" });
  const name = page.getByPlaceholder("Your Name");
  await expect(name).toBeFocused();
  await expectInView(page, name);
});

test("a sent enquiry opens at its confirmation", async ({ page }) => {
  await page.goto("/contact");
  await sendContactForm(page, {
    name: "Plain Visitor",
    email: "plain@example.com",
    message: "Scripts are off on this phone; please call me about a new site.",
  });
  const confirmation = page.getByText("Your message is with us");
  await expect(confirmation).toBeVisible();
  await expectInView(page, confirmation);
});
