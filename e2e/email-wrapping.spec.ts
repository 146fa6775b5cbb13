import type { Locator, Page } from "@playwright/test";

import { site } from "../content/site";
import { adminPath, insertAsVisitor, signInAsAdmin, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** Where each line of an element's text begins after the first, found from each character's box. */
function lineStarts(element: Locator) {
  return element.evaluate((node) => {
    const text = node.textContent ?? "";
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      for (let i = 0; i < (current.textContent ?? "").length; i++) {
        const range = document.createRange();
        range.setStart(current, i);
        range.setEnd(current, i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    const starts: string[] = [];
    for (let i = 1; i < tops.length; i++)
      if (tops[i]! > tops[i - 1]! + 2) starts.push(`${text.slice(0, i)} | ${text.slice(i)}`);
    return starts;
  });
}

/** An address may wrap after its @ or a hyphen, or before a dot, never inside a word. */
const expectWordsWhole = async (element: Locator) => {
  for (const start of await lineStarts(element)) expect(start).toMatch(/[@-] \| |[^ ] \| \./);
};

const narrow = (page: Page) => page.setViewportSize({ width: 320, height: 800 });

test("the review policy's address wraps only between its parts", async ({ page }) => {
  await page.goto("/reviews");
  const links = page.getByRole("link", { name: site.email });
  for (let width = 320; width <= 480; width += 8) {
    await page.setViewportSize({ width, height: 800 });
    for (const link of await links.all()) await expectWordsWhole(link);
  }
});

test("a long address in the dashboard's table wraps only between its parts", async ({ page }) => {
  const name = unique("Long Address");
  const email = "procurement.department.head@very-long-company-name.example.com";
  await insertAsVisitor("form_submissions", {
    name,
    email,
    message: "An enquiry with a long e-mail address.",
  });
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInAsAdmin(page);
  await page.goto(`${adminPath}?q=${encodeURIComponent(name)}`);
  const cell = page.getByRole("link", { name: email });
  await expect(cell).toBeVisible();
  await expectWordsWhole(cell);
  await narrow(page);
  await expectWordsWhole(cell);
});
