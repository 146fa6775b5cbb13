import { existsSync, readFileSync } from "node:fs";

import { e2eBackendDataDir, e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

/**
 * With the backend gone, the static pages still render and both forms say 'Submission failed.
 * Please try again.' while keeping everything typed. Runs last (the "faults" project): it stops
 * the embedded backend of this test run for good.
 */
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const pidFile = `${e2eBackendDataDir}.pid`;
  if (!existsSync(pidFile)) {
    throw new Error(`No backend pid file at ${pidFile}: is the test server reused from another run?`);
  }
  process.kill(Number(readFileSync(pidFile, "utf8")), "SIGKILL");
  await expect
    .poll(async () => fetch(`${e2eBackendUrl}/health`).then(() => "up", () => "down"))
    .toBe("down");
});

test("the contact form reports the failure and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await page.getByPlaceholder("Your Name").fill("Kiran Rao");
  await page.getByPlaceholder("Your Email").fill("kiran@example.com");
  await page.getByPlaceholder("Tell us about your project").fill("This must survive a backend outage.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Submission failed. Please try again.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByPlaceholder("Your Name")).toHaveValue("Kiran Rao");
  await expect(page.getByPlaceholder("Your Email")).toHaveValue("kiran@example.com");
  await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue("This must survive a backend outage.");
});

test("the review form reports the failure and keeps what was typed", async ({ page }) => {
  await page.goto("/reviews");
  await page.getByLabel("Name").fill("Kiran Rao");
  await page.locator("label").filter({ has: page.getByRole("radio", { name: "4 stars" }) }).click();
  await page.getByLabel("Comment").fill("Still here after the outage, word for word.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Submission failed. Please try again.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Name")).toHaveValue("Kiran Rao");
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(page.getByLabel("Comment")).toHaveValue("Still here after the outage, word for word.");
});

test("public pages still render without the backend", async ({ page }) => {
  for (const path of ["/", "/reviews", "/services", "/contact"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
