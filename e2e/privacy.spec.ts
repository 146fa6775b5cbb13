import { loadEnvConfig } from "@next/env";

import { privacyFormNotes, privacyPage, privacySections } from "../content/privacy";
import { publicRoutes } from "../content/routes";
import { site } from "../content/site";
import { parseServerEnv } from "../lib/env/schema";
import { SPAM_DAYS } from "../lib/leads/spam-signals";
import { reviewConsent } from "../lib/privacy/review-consent";
import { FIELD_DATA_DAYS } from "../lib/schemas/web-vitals-fields";
import { expect, test } from "./fixtures";

// Axe, vnu, the crawler and the structured-data checks reach /privacy through publicRoutes.

/** The server's periods: this runner's env plus the .env files (retention.ts is server-only). */
function configuredRetention() {
  const { combinedEnv } = loadEnvConfig(process.cwd(), false, { info: () => {}, error: () => {} });
  const env = parseServerEnv(combinedEnv);
  return {
    enquiryMonths: env.retentionEnquiryMonths,
    unapprovedReviewMonths: env.retentionUnapprovedReviewMonths,
    spamDays: SPAM_DAYS,
    fieldDataDays: FIELD_DATA_DAYS,
    inviteDays: env.reviewInviteDays,
    unusedInvitationDays: env.retentionUnusedInvitationDays,
  };
}

const noticeLink = /<a [^>]*href="\/privacy"[^>]*>/;

/** The raw HTML of the page's first form, from `<form` to `</form>`. */
const firstForm = (html: string) => /<form\b[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";

/** The raw HTML of the site's footer: the page's last `<footer>`. */
const siteFooter = (html: string) =>
  html.slice(html.lastIndexOf("<footer"), html.lastIndexOf("</footer>"));

test("every public page links the notice from its footer, in the server's HTML", async ({
  request,
}) => {
  expect(publicRoutes.map((route) => route.path)).toContain(privacyFormNotes.path);
  const without: string[] = [];
  for (const { path } of publicRoutes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    if (!noticeLink.test(siteFooter(await response.text()))) without.push(path);
  }
  expect(without).toEqual([]);
});

test.describe("both forms, beside the submit button", () => {
  test("the contact form says what the details are for and links the notice", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form", {
      has: page.getByRole("button", { name: "Send Message" }),
    });
    await expect(form.getByText(privacyFormNotes.contact)).toBeVisible();
    const link = form.getByRole("link", { name: privacyFormNotes.linkLabel });
    await expect(link).toHaveAttribute("href", privacyFormNotes.path);
    await expect(form.getByRole("button", { name: "Send Message" })).toHaveAccessibleDescription(
      privacyFormNotes.contact,
    );
  });

  test("the review form says what will be published and links the notice", async ({ page }) => {
    await page.goto("/reviews");
    const form = page.locator("form", {
      has: page.getByRole("button", { name: "Submit Review" }),
    });
    await expect(form.getByText(reviewConsent.statement)).toBeVisible();
    const link = form.getByRole("link", { name: privacyFormNotes.linkLabel });
    await expect(link).toHaveAttribute("href", privacyFormNotes.path);
    await expect(form.getByRole("button", { name: "Submit Review" })).toHaveAccessibleDescription(
      reviewConsent.statement,
    );
  });

  test("the lines are in the HTML the server sends, for a visitor without JavaScript", async ({
    request,
  }) => {
    for (const [path, statement] of [
      ["/contact", privacyFormNotes.contact],
      ["/reviews", reviewConsent.statement],
    ] as const) {
      const form = firstForm(await (await request.get(path)).text());
      expect(form, path).toContain(statement);
      expect(form, path).toMatch(noticeLink);
    }
  });

  test("following the contact form's link opens the notice", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("form").getByRole("link", { name: privacyFormNotes.linkLabel }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.title);
  });
});

test.describe("the notice", () => {
  test("states the retention periods the server is configured with", async ({ page }) => {
    const { enquiryMonths, unapprovedReviewMonths } = configuredRetention();
    await page.goto("/privacy");
    const retention = page.getByRole("region", { name: "How long we keep it" });
    for (const count of [enquiryMonths, unapprovedReviewMonths])
      await expect(retention).toContainText(new RegExp(`\\b${count} months? after they arrive`));
    await expect(retention).toContainText(/until you ask us to withdraw/i);
  });

  test("names the agency and how to reach it, with a mailto link", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main).toContainText(site.legalName);
    await expect(main).toContainText(site.address.postalCode);
    await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  test("names who answers for personal data, and no chat service the server does not post to", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    const responsible = page.getByRole("region", { name: "Who is responsible" });
    await expect(responsible).toContainText(`Our ${site.dataProtection.lead.role}`);
    await expect(main).not.toContainText(/the person who answers/i);
    // The test server sets no STAFF_WEBHOOK_URL: no chat service receives anything.
    await expect(main).not.toContainText(/chat|when we use one/i);
    await expect(main).not.toContainText(site.dataProtection.staffChat.name);
  });

  test("says the staff e-mails are deleted by hand, as erasure and the clear-out do", async ({
    page,
  }) => {
    const { enquiryMonths, unapprovedReviewMonths } = configuredRetention();
    await page.goto("/privacy");
    const kept = page.getByRole("region", { name: "How long we keep it" });
    await expect(kept).toContainText("copy in their mailboxes, outside our database");
    await expect(kept).toContainText(
      `Our staff delete them by hand: when we erase your data at your request, and otherwise at the latest ${enquiryMonths} months after an enquiry and ${unapprovedReviewMonths} months after a review arrives.`,
    );
    await expect(page.getByRole("region", { name: "Your rights" })).toContainText(
      "our staff then delete by hand the copies our system lists for them",
    );
  });

  test("its contents list jumps to each section", async ({ page }) => {
    await page.goto("/privacy");
    const ids = privacySections(configuredRetention()).map((section) => section.id);
    const links = page
      .getByRole("navigation", { name: privacyPage.contentsLabel })
      .getByRole("link");
    await expect(links).toHaveCount(ids.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
      ids.map((id) => `#${id}`),
    );
    for (const id of ids)
      await expect(
        page.getByRole("region").and(page.locator(`[aria-labelledby="${id}"]`)),
      ).toHaveCount(1);
  });

  test("shows the day it was last updated", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("main").locator("time").first()).toHaveAttribute(
      "datetime",
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});

test("each section of the notice leads back to its contents", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy");
  const sections = privacySections(configuredRetention());
  const contents = page.getByRole("navigation", { name: privacyPage.contentsLabel });
  for (const section of sections) {
    const region = page.getByRole("region", { name: section.title, exact: true });
    await expect(region.getByRole("link", { name: "Back to contents" })).toHaveAttribute(
      "href",
      "#contents",
    );
  }
  const last = sections.at(-1)!;
  await contents.getByRole("link", { name: last.title, exact: true }).click();
  await expect(contents).not.toBeInViewport();
  await page
    .getByRole("region", { name: last.title, exact: true })
    .getByRole("link", { name: "Back to contents" })
    .click();
  await expect(contents).toBeInViewport();
});
