import type { ChildProcess } from "node:child_process";

import { parse } from "csv-parse/sync";

import { site } from "../content/site";
import { adminPath, serviceRows, signInAsAdmin, unique } from "./admin-helpers";
import { startAppInstance, stopAppInstances } from "./app-instances";
import { sendContactForm } from "./contact-form";
import { e2eBackendUrl, e2ePort } from "./environment";
import { expect, test } from "./fixtures";

/**
 * Enquiries staff can act on, from the outside: where each came from (with and without
 * JavaScript, hostile tags dropped), in the dashboard and the CSV read back with a CSV parser;
 * spam stored apart with the visitor's usual success, and one click that makes it an enquiry.
 */

const SUCCESS = "Thank you! Your message has been sent.";

type CaughtMail = { to: string; subject: string; kind: string };

async function inbox(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${e2eBackendUrl}/inbox.json?to=${encodeURIComponent(to)}`);
  return (await response.json()) as CaughtMail[];
}

const staffMails = async (name: string) =>
  (await inbox(site.email)).filter((mail) => mail.subject === `New enquiry from ${name}`);

async function storedOrigin(name: string) {
  const [row] = await serviceRows(
    `form_submissions?select=source,landing_page,referrer_origin,utm_source,utm_medium,utm_campaign,utm_term,utm_content,sent_from,spam_reason&name=eq.${encodeURIComponent(name)}`,
  );
  return row;
}

test.describe("where an enquiry came from", () => {
  test("a campaign visit shows its source in the dashboard, its filter and the CSV", async ({
    page,
  }) => {
    const name = unique("Campaign Lead");
    await page.goto("/services/ai-automation?utm_source=newsletter&utm_campaign=nov");
    await page.goto("/contact");
    await sendContactForm(page, {
      name,
      email: "campaign-lead@example.com",
      message: "We read about your AI automation work in the newsletter.",
    });
    await expect(page.getByText(SUCCESS)).toBeVisible();

    await signInAsAdmin(page);
    await page.goto(`${adminPath}?q=${encodeURIComponent(name)}`);
    const table = page.getByRole("region", { name: "Form submissions" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("newsletter");
    await expect(row).toContainText("nov");
    await expect(row).toContainText("/services/ai-automation");
    await expect(row).toContainText("/contact");

    await page.getByLabel("Source").selectOption("newsletter");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]source=newsletter/);
    await expect(row).toBeVisible();

    const csv = await page.request.get(
      `${adminPath}/export/submissions.csv?q=${encodeURIComponent(name)}&source=newsletter`,
    );
    expect(csv.status()).toBe(200);
    const records = parse(await csv.text(), { columns: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      Name: name,
      Source: "newsletter",
      "Landing page": "/services/ai-automation",
      Referrer: "",
      "UTM campaign": "nov",
      "Sent from": "/contact",
    });
    expect(records[0]!["Reference"]).toMatch(/^KX-[0-9A-F]{8}$/);
  });

  test("hostile tags are dropped, and the enquiry is still stored", async ({ page }) => {
    const name = unique("Hostile Tags");
    await page.goto(
      "/services/ai-automation?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_campaign=%3DHYPERLINK(%22x%22)&utm_medium=email",
    );
    await page.goto("/contact");
    await sendContactForm(page, {
      name,
      email: "hostile-tags@example.com",
      message: "A visit that arrived with strange campaign tags.",
    });
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect
      .poll(() => storedOrigin(name))
      .toMatchObject({
        source: "direct",
        landing_page: "/services/ai-automation",
        utm_source: null,
        utm_campaign: null,
        utm_medium: "email",
      });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the post's Referer keeps the page and its campaign", async ({ page }) => {
      const name = unique("Plain Lead");
      await page.goto("/contact?utm_source=flyer&utm_medium=print");
      await sendContactForm(page, {
        name,
        email: "plain-lead@example.com",
        message: "Sent from a browser with scripts turned off.",
      });
      await expect(page.getByText(SUCCESS)).toBeVisible();
      expect(await storedOrigin(name)).toMatchObject({
        source: "flyer",
        landing_page: "/contact",
        utm_source: "flyer",
        utm_medium: "print",
        sent_from: "/contact",
        spam_reason: null,
      });
    });
  });
});

test.describe("spam set aside", () => {
  test("a honeypot hit gets the usual success, waits under Spam, and one click makes it an enquiry that notifies staff once", async ({
    page,
  }) => {
    const name = unique("Caught Person");
    const email = `${name.replace(/\s/g, ".").toLowerCase()}@example.com`;
    await page.goto("/contact");
    // As a browser's autofill might: the field people never see.
    await page
      .locator('input[name="company_website"]')
      .fill("https://example.com", { force: true });
    await sendContactForm(page, {
      name,
      email,
      message: "A real person whose browser filled a hidden field.",
    });
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect.poll(async () => (await storedOrigin(name))?.spam_reason).toBe("honeypot");

    await signInAsAdmin(page);
    const table = page.getByRole("region", { name: "Form submissions" });
    await page.goto(`${adminPath}?q=${encodeURIComponent(name)}`);
    await expect(table).toContainText("No submissions match this search.");
    await page.goto(`${adminPath}?status=spam&q=${encodeURIComponent(name)}`);
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Honeypot");
    // The dashboard's own delivery run has been and gone: nothing was sent for spam.
    expect(await staffMails(name)).toEqual([]);
    expect(await inbox(email)).toEqual([]);

    await page.getByRole("button", { name: `Not spam: message from ${name}` }).click();
    await expect(page.getByText("Submission moved out of spam: it is new again.")).toBeVisible();
    await page.goto(`${adminPath}?status=new&q=${encodeURIComponent(name)}`);
    await expect(table.getByRole("row").filter({ hasText: name })).toContainText("New");
    await expect.poll(async () => (await staffMails(name)).length).toBe(1);

    // Into spam and out again: staff were told already, so nothing more is sent.
    await page.goto(`${adminPath}?q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Spam: message from ${name}` }).click();
    await expect(page.getByText("Submission moved to spam.")).toBeVisible();
    await page.goto(`${adminPath}?status=spam&q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Not spam: message from ${name}` }).click();
    await expect(page.getByText("Submission moved out of spam: it is new again.")).toBeVisible();
    await page.goto(adminPath);
    expect(await staffMails(name)).toHaveLength(1);
    // The person is never answered that late.
    expect(await inbox(email)).toEqual([]);
  });

  test.describe("on an instance that judges the time", () => {
    const servers: ChildProcess[] = [];
    test.afterAll(() => stopAppInstances(servers));

    test("a form sent faster than a person types is spam; one filled at a person's pace is not", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // 10 s rather than the default 3: a loaded 2-core runner takes up to 3 s to fill a form, so
      // the margin between the program and the person is wide either way.
      const instance = await startAppInstance(e2ePort + 5, {
        FORM_RATE_LIMIT_MAX: "1000",
        FORM_MIN_FILL_SECONDS: "10",
      });
      servers.push(instance.server);
      // A person first: their post also warms the server, as a live site's is. The time is taken
      // as the post reaches the server, so a cold start's seconds count in a sender's favour.
      const person = unique("Patient Sender");
      await page.goto(`${instance.url}/contact`);
      await page.getByPlaceholder("Your Name").fill(person);
      await page.waitForTimeout(10_500);
      await sendContactForm(page, {
        email: "patient-sender@example.com",
        message: "Typed at the pace of a person, and kept.",
      });
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await expect.poll(async () => (await storedOrigin(person))?.spam_reason).toBeNull();

      const fast = unique("Fast Sender");
      await page.goto(`${instance.url}/contact`);
      await sendContactForm(page, {
        name: fast,
        email: "fast-sender@example.com",
        message: "Filled and sent in a blink, by a program.",
      });
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await expect.poll(async () => (await storedOrigin(fast))?.spam_reason).toBe("too-fast");

      // A message begun, then a reload: its draft comes back, and it was begun before the reload.
      const returning = unique("Returning Sender");
      await page.goto(`${instance.url}/contact`);
      await page.getByPlaceholder("Your Name").fill(returning);
      await page.getByPlaceholder("Your Email").fill("returning-sender@example.com");
      await page.waitForTimeout(10_500);
      await page.reload();
      await expect(page.getByPlaceholder("Your Name")).toHaveValue(returning);
      await sendContactForm(page, { message: "Begun before a reload, sent right after it." });
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await expect.poll(async () => (await storedOrigin(returning))?.spam_reason).toBeNull();
    });
  });
});
