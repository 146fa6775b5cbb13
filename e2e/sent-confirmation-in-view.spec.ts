import type { Locator, Page } from "@playwright/test";

import { sendContactForm } from "./contact-form";
import { expect, test } from "./fixtures";

// A short phone screen: the confirmation is shorter than the form it replaces.
test.use({ viewport: { width: 390, height: 640 }, hasTouch: true, isMobile: true });

/** The confirmation is read whole: below the fixed header and above the toast. */
async function expectUncovered(page: Page, confirmation: Locator, toastText: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: toastText });
  await expect(toast).toBeVisible();
  await expect(confirmation).toBeVisible();
  await expect(async () => {
    const box = (await confirmation.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(toastBox.y);
  }).toPass({ timeout: 5_000 });
}

test("a sent enquiry's confirmation is neither under the header nor under the toast", async ({
  page,
}) => {
  await page.goto("/contact");
  await sendContactForm(page, {
    name: "Asha Rao",
    email: "asha@example.com",
    message: "We would like help with our newsletter and a chat assistant for the shop.",
  });
  const confirmation = page.getByRole("status").filter({ hasText: "Your message is with us" });
  await expectUncovered(page, confirmation, "Thank you! Your message has been sent.");
});

test("a sent review's confirmation is neither under the header nor under the toast", async ({
  page,
}) => {
  await page.goto("/reviews");
  await page.getByLabel("Name").fill("Meera Shah");
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
    .click();
  await page.getByLabel("Comment").fill("Quick, friendly and the new site loads in a blink.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Your review is with us" });
  await expectUncovered(
    page,
    confirmation,
    "Thank you! Your review has been submitted for approval.",
  );
});
