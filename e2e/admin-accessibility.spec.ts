import { AUTH_VIEWS } from "../lib/auth/views";
import { adminPath, insertAsVisitor, signIn, signInAsAdmin, unique } from "./admin-helpers";
import { expectNoViolationsWhenStill } from "./axe";
import { expect, test } from "./fixtures";
import { enrol, newAdmin, proveMailbox } from "./second-factor-helpers";

// Three analyses and a sign-in or two take 26-29 s on a 2-core machine, too near the default 30.
const MANY_ANALYSES_MS = 60_000;

for (const width of [390, 1440]) {
  test.describe(`admin area at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const view of AUTH_VIEWS) {
      test(`the ${view} login view has no detectable accessibility violations`, async ({
        page,
      }) => {
        // The confirm view shows only with a link to spend; this one is never pressed.
        const link = view === "confirm_link" ? "&token_hash=0123abcd&type=magiclink" : "";
        await page.goto(`/login?view=${view}${link}`);
        await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
        await expectNoViolationsWhenStill(page);
      });
    }

    test("the login danger box has no detectable accessibility violations", async ({ page }) => {
      await page.goto("/login?error=Invalid%20login%20credentials");
      await expect(
        page.getByRole("alert").filter({ hasText: "Invalid login credentials" }),
      ).toBeVisible();
      await expectNoViolationsWhenStill(page);
    });

    for (const tab of ["submissions", "reviews"]) {
      test(`the dashboard's ${tab} tab has no detectable accessibility violations`, async ({
        page,
      }) => {
        await signInAsAdmin(page);
        await page.goto(`${adminPath}?tab=${tab}`);
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expectNoViolationsWhenStill(page);
      });
    }

    test("the spam filter and an enquiry's source have no detectable accessibility violations", async ({
      page,
    }) => {
      const spam = unique("Axe Spam");
      const sourced = unique("Axe Sourced");
      await insertAsVisitor("form_submissions", {
        name: spam,
        email: "axe-spam@example.com",
        message: "https://spam.example/a https://spam.example/b",
        spam_reason: "links",
      });
      await insertAsVisitor("form_submissions", {
        name: sourced,
        email: "axe-sourced@example.com",
        message: "Found you through the November newsletter.",
        landing_page: "/services/ai-automation",
        referrer_origin: "https://news.example.com",
        utm_source: "axe-newsletter",
        utm_campaign: "nov",
        sent_from: "/contact",
      });
      await signInAsAdmin(page);
      await page.goto(`${adminPath}?status=spam&q=${encodeURIComponent(spam)}`);
      await expect(
        page.getByRole("button", { name: `Not spam: message from ${spam}` }),
      ).toBeVisible();
      await expectNoViolationsWhenStill(page);
      await page.goto(`${adminPath}?source=axe-newsletter`);
      await expect(page.getByRole("row").filter({ hasText: sourced })).toContainText("nov");
      await expectNoViolationsWhenStill(page);
    });

    test("the security page, mid-enrolment, and the code view have no detectable accessibility violations", async ({
      page,
    }) => {
      test.setTimeout(MANY_ANALYSES_MS);
      const admin = await newAdmin(`axe ${width}`);
      await signIn(page, admin);
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      await page.goto(`${adminPath}/security`);
      await proveMailbox(page);
      await page.getByRole("button", { name: "Set up an authenticator app" }).click();
      await expect(
        page.getByRole("img", { name: "QR code to scan with your authenticator app" }),
      ).toBeVisible();
      await expectNoViolationsWhenStill(page);

      await page.goto(`${adminPath}/security`);
      await enrol(page, "Phone");
      await expectNoViolationsWhenStill(page);
      await page.getByRole("button", { name: "Logout" }).click();
      await signIn(page, admin);
      await expect(
        page.getByRole("heading", { name: "Enter the code from your authenticator app" }),
      ).toBeVisible();
      await expectNoViolationsWhenStill(page);
    });

    test("the data requests page, its results and both erase confirmations have no detectable accessibility violations", async ({
      page,
    }) => {
      test.setTimeout(MANY_ANALYSES_MS);
      const name = unique(`Axe Request ${width}`);
      const email = `${name.split(" ").at(-1)}@example.com`;
      await insertAsVisitor("form_submissions", {
        name,
        email,
        message: "Checked for accessibility on the data requests page.",
      });
      await signInAsAdmin(page);
      await page.goto(`${adminPath}/privacy`);
      await expect(page.getByRole("heading", { name: "Personal data requests" })).toBeVisible();
      await expectNoViolationsWhenStill(page);
      await page.goto(`${adminPath}/privacy?email=${encodeURIComponent(email)}`);
      await expect(page.getByRole("region", { name: "Enquiries held" })).toBeVisible();
      await page.getByRole("button", { name: "Erase all" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoViolationsWhenStill(page);
      await page.goto(`${adminPath}/privacy?email=${encodeURIComponent(email)}&confirm=1`);
      await expect(
        page.getByRole("region", { name: "Erase everything held about this person?" }),
      ).toBeVisible();
      await expectNoViolationsWhenStill(page);
    });

    test("the delete confirmation has no detectable accessibility violations", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(`${adminPath}?tab=reviews`);
      await page
        .getByRole("button", { name: /^Delete review by / })
        .first()
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoViolationsWhenStill(page);
    });
  });
}
