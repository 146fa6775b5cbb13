import type { ChildProcess } from "node:child_process";

import type { Page, Request } from "@playwright/test";

import { publicRoutes } from "../content/routes";
import { startAppInstance, stopAppInstances } from "./app-instances";
import { sendContactForm } from "./contact-form";
import { e2eBackendSmtpPort, e2eBackendUrl, e2ePort } from "./environment";
import { expect, test } from "./fixtures";

/**
 * What the privacy notice promises a visitor, checked from the outside: no cookie and no request
 * to another origin on any public page or while sending either form, and nothing they typed in
 * the server's logs.
 */

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every request the page makes that leaves its own origin (data: and blob: stay in the page). */
function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

async function sendReview(page: Page, name: string, comment: string) {
  await page.goto("/reviews");
  await page.getByLabel("Name").fill(name);
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "5 stars" }) })
    .click();
  await page.getByLabel("Comment").fill(comment);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    page.getByText("Thank you! Your review has been submitted for approval."),
  ).toBeVisible();
}

test("a visit to every public page and both forms sets no cookie and asks no other origin", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const foreign = watchForeignRequests(page, origin);

  for (const { path } of publicRoutes) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/contact");
  await sendContactForm(page, {
    name: unique("Cookie Free"),
    email: "cookie-free@example.com",
    message: "Checking that a visitor gets no cookie at all.",
  });
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
  await sendReview(page, unique("Cookie Free"), "No cookie was set while I wrote this review.");

  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test.describe("the server's logs", () => {
  const servers: ChildProcess[] = [];
  test.afterAll(() => stopAppInstances(servers));

  test("hold nothing a visitor typed into either form", async ({ page }) => {
    test.setTimeout(180_000);
    // Every test posts from 127.0.0.1, so this instance needs the test server's raised form limit.
    // Staff e-mails go to the backend's mail catcher, so their sending is in the logs too.
    const instance = await startAppInstance(e2ePort + 4, {
      FORM_RATE_LIMIT_MAX: "1000",
      SMTP_URL: `smtp://127.0.0.1:${e2eBackendSmtpPort}`,
    });
    servers.push(instance.server);
    const person = {
      name: unique("Logfree Person"),
      email: `logfree-${Date.now().toString(36)}@example.com`,
      message: unique("A message that must never be printed by the server"),
      comment: unique("A review that must never be printed by the server"),
    };

    await page.goto(`${instance.url}/contact`);
    await sendContactForm(page, {
      name: person.name,
      email: person.email,
      message: person.message,
    });
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await page.goto(`${instance.url}/reviews`);
    await page.getByLabel("Name").fill(person.name);
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
      .click();
    await page.getByLabel("Comment").fill(person.comment);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByText("Thank you! Your review has been submitted for approval."),
    ).toBeVisible();
    // The staff e-mails go out after the answer: give them time to be sent (and logged, if ever).
    await page.waitForTimeout(3_000);

    const staffMail = await fetch(`${e2eBackendUrl}/inbox.json`).then(
      (response) => response.json() as Promise<Array<{ text: string }>>,
    );
    expect(staffMail.some((mail) => mail.text.includes(person.message))).toBe(true);
    const printed = instance.output();
    for (const value of Object.values(person)) expect(printed).not.toContain(value);
    expect(printed.toLowerCase()).not.toContain(person.email.toLowerCase());
  });
});
