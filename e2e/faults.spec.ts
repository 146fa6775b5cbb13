import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { BrowserContext } from "@playwright/test";

import { publicRoutes } from "../content/routes";
import { signInAsAdmin } from "./admin-helpers";
import { sendContactForm } from "./contact-form";
import { e2eBackendDataDir, e2eBackendPort, e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

/**
 * With the backend gone, the static pages still render and both forms say 'Submission failed.
 * Please try again.' while keeping everything typed; once the backend is back, the same running
 * app stores submissions again. Runs last (the "faults" project): it kills the embedded backend
 * of this test run and then starts its own on the same port and data folder.
 */
test.describe.configure({ mode: "serial" });

let restarted: ChildProcess | null = null;

test.afterAll(async () => {
  if (restarted && restarted.exitCode === null) {
    const exited = new Promise((resolve) => restarted?.once("exit", resolve));
    restarted.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
});

async function backendStatus() {
  return fetch(`${e2eBackendUrl}/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => (response.ok ? "up" : "down"),
    () => "down",
  );
}

/** Rows of `table` whose `column` contains `text`, read with the service key. */
async function storedCount(table: string, column: string, text: string) {
  const url = new URL(`/rest/v1/${table}`, e2eBackendUrl);
  url.searchParams.set("select", "id");
  url.searchParams.set(column, `like.*${text}*`);
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

/** An admin's signed-in browser state, taken while the backend is still up. */
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>> | null = null;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  adminState = await context.storageState();
  await context.close();

  const pidFile = `${e2eBackendDataDir}.pid`;
  if (!existsSync(pidFile)) {
    throw new Error(
      `No backend pid file at ${pidFile}: is the test server reused from another run?`,
    );
  }
  process.kill(Number(readFileSync(pidFile, "utf8")), "SIGKILL");
  await expect
    .poll(async () =>
      fetch(`${e2eBackendUrl}/health`).then(
        () => "up",
        () => "down",
      ),
    )
    .toBe("down");
});

test("the contact form reports the failure and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await sendContactForm(page, {
    name: "Kiran Rao",
    email: "kiran@example.com",
    message: "This must survive a backend outage.",
  });
  await expect(page.getByText("Submission failed. Please try again.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByPlaceholder("Your Name")).toHaveValue("Kiran Rao");
  await expect(page.getByPlaceholder("Your Email")).toHaveValue("kiran@example.com");
  await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue(
    "This must survive a backend outage.",
  );
});

test("the review form reports the failure and keeps what was typed", async ({ page }) => {
  await page.goto("/reviews");
  await page.getByLabel("Name").fill("Kiran Rao");
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
    .click();
  await page.getByLabel("Comment").fill("Still here after the outage, word for word.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Submission failed. Please try again.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel("Name")).toHaveValue("Kiran Rao");
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(page.getByLabel("Comment")).toHaveValue(
    "Still here after the outage, word for word.",
  );
});

test("public pages still render without the backend", async ({ page }) => {
  for (const path of ["/", "/reviews", "/services", "/contact"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("every public page, the 404 page and the login page answer without the backend", async ({
  request,
}) => {
  // Prerendered pages are served from the build; reviews come from the last good render (a
  // render that fails to load them hides the section: tests/lib/data, tests/components/reviews).
  for (const { path } of publicRoutes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<h1[\s>]/);
  }
  expect((await request.get("/no-such-page")).status()).toBe(404);
  expect((await request.get("/login")).status()).toBeLessThan(500);
});

test("the no-JavaScript contact form reports the failure too, with the values in the page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await sendContactForm(page, {
    name: "Kiran Rao",
    email: "kiran@example.com",
    message: "Posted without JavaScript during the outage.",
  });
  await expect(page.getByText("Submission failed. Please try again.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue(
    "Posted without JavaScript during the outage.",
  );
  await context.close();
});

test("the admin dashboard says the backend is unavailable instead of crashing or looping to /login", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: adminState! });
  const page = await context.newPage();
  const response = await page.goto("/kalpix-admin");
  expect(response?.status()).toBeLessThan(500);
  await expect(page).toHaveURL(/\/kalpix-admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The dashboard is unavailable" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await context.close();
});

test("after the backend restarts, both forms store again with no restart of the app", async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(await backendStatus()).toBe("down");
  // Same port and data folder as the webServer's backend, as `npm run supabase:local` would start it.
  restarted = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "local-supabase/src/start.ts"],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        LOCAL_SUPABASE_PORT: String(e2eBackendPort),
        LOCAL_SUPABASE_DATA_DIR: e2eBackendDataDir,
      },
      stdio: "ignore",
    },
  );
  await expect.poll(backendStatus, { timeout: 90_000, intervals: [250] }).toBe("up");

  const marker = `back-${Date.now().toString(36)}`;
  await page.goto("/contact");
  await sendContactForm(page, {
    name: "Kiran Rao",
    email: "kiran@example.com",
    message: `The backend is back: ${marker}.`,
  });
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible({
    timeout: 15_000,
  });
  expect(await storedCount("form_submissions", "message", marker)).toBe(1);

  await page.goto("/reviews");
  await page.getByLabel("Name").fill("Kiran Rao");
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "5 stars" }) })
    .click();
  await page.getByLabel("Comment").fill(`Working again after the restart: ${marker}.`);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    page.getByText("Thank you! Your review has been submitted for approval."),
  ).toBeVisible({ timeout: 15_000 });
  expect(await storedCount("reviews", "comment", marker)).toBe(1);
});
