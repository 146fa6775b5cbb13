import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { AUTH_VIEWS } from "../lib/auth/views";
import { adminPath, signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The same WCAG 2.2 A/AA rules as the public pages, on the login views and the dashboard.
async function expectNoViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

for (const width of [390, 1440]) {
  test.describe(`admin area at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const view of AUTH_VIEWS) {
      test(`the ${view} login view has no detectable accessibility violations`, async ({
        page,
      }) => {
        await page.goto(`/login?view=${view}`);
        await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("the login danger box has no detectable accessibility violations", async ({ page }) => {
      await page.goto("/login?error=Invalid%20login%20credentials");
      await expect(
        page.getByRole("alert").filter({ hasText: "Invalid login credentials" }),
      ).toBeVisible();
      await expectNoViolations(page);
    });

    for (const tab of ["submissions", "reviews"]) {
      test(`the dashboard's ${tab} tab has no detectable accessibility violations`, async ({
        page,
      }) => {
        await signInAsAdmin(page);
        await page.goto(`${adminPath}?tab=${tab}`);
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("the delete confirmation has no detectable accessibility violations", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(`${adminPath}?tab=reviews`);
      await page
        .getByRole("button", { name: /^Delete review by / })
        .first()
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
