import { adminPath, insertAsVisitor, signInAsAdmin, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The dashboard's controls and counts say what the list shows: the source stays chosen after each
 * action, counts follow the search and the source, and an empty list says where its rows are.
 */

async function enquiries(label: string, source: string, count: number) {
  const name = unique(label);
  for (let index = 0; index < count; index++)
    await insertAsVisitor("form_submissions", {
      name: `${name} ${index}`,
      email: `filters-${index}@example.com`,
      message: "An enquiry for the dashboard's filters.",
      utm_source: source,
    });
  return name;
}

test("the source stays chosen after Apply, a Spam click and a status link", async ({ page }) => {
  const source = unique("src").replace(/\s/g, "-").toLowerCase();
  const name = await enquiries("Source Kept", source, 1);
  await signInAsAdmin(page);
  await page.goto(`${adminPath}?q=${encodeURIComponent(name)}`);
  const select = page.getByLabel("Source", { exact: true });
  await select.selectOption(source);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`source=${source}`));
  await expect(select).toHaveValue(source);

  await page.getByRole("button", { name: `Spam: message from ${name} 0` }).click();
  await expect(page.getByText("Submission moved to spam.")).toBeVisible();
  // Its only enquiry is in Spam now, so the source has left the choices: it stays chosen anyway.
  await expect(select).toHaveValue(source);

  await page
    .getByRole("navigation", { name: "Submission status" })
    .getByRole("link", { name: "Handled" })
    .click();
  await expect(page).toHaveURL(/status=handled/);
  await expect(select).toHaveValue(source);
});

test("counts follow the filters, and an empty list says where its rows are", async ({ page }) => {
  const source = unique("cnt").replace(/\s/g, "-").toLowerCase();
  const name = await enquiries("Counted", source, 1);
  await insertAsVisitor("form_submissions", {
    name: `${name} spam`,
    email: "filters-spam@example.com",
    message: "Kept as spam by a rule, for the count.",
    utm_source: source,
    spam_reason: "honeypot",
  });
  await signInAsAdmin(page);
  await page.goto(`${adminPath}?q=${encodeURIComponent(name)}&source=${source}`);
  await expect(page.getByRole("tab", { name: "Form Submissions (1 new matching)" })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Submission status" });
  await expect(filters.getByRole("link", { name: "Spam (1)" })).toBeVisible();

  await page.goto(`${adminPath}?q=${encodeURIComponent(name)}&source=${source}&status=handled`);
  const table = page.getByRole("region", { name: "Form submissions" });
  await expect(table).toContainText("1 in New");
  await expect(table).toContainText("1 in Spam");
});

test("a row moved to spam by mistake comes back with the toast's Undo", async ({ page }) => {
  const name = await enquiries("Undo Spam", unique("undo").replace(/\s/g, "-").toLowerCase(), 1);
  await signInAsAdmin(page);
  await page.goto(`${adminPath}?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("button", { name: `Spam: message from ${name} 0` });
  await row.click();
  await expect(page.getByText("Submission moved to spam.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Submission moved out of spam")).toBeVisible();
  await expect(row).toBeVisible();
});
