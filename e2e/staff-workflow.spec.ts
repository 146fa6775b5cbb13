import { readFile } from "node:fs/promises";

import { site } from "../content/site";
import { adminPath, serviceRows, signInAsAdmin, submitReview, unique } from "./admin-helpers";
import { sendContactForm } from "./contact-form";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

type CaughtMail = { to: string; subject: string; text: string; kind: string };

/** The staff e-mails the local mail catcher received with this subject (staff = the contact e-mail). */
async function staffMails(subject: string): Promise<CaughtMail[]> {
  const response = await fetch(`${e2eBackendUrl}/inbox.json?to=${encodeURIComponent(site.email)}`);
  const messages = (await response.json()) as CaughtMail[];
  return messages.filter(
    (message) => message.kind === "notification" && message.subject === subject,
  );
}

test.describe("staff notifications", () => {
  test("a contact message reaches staff by e-mail at once, with a link to it in the dashboard", async ({
    page,
  }) => {
    const name = unique("Notified Sender");
    await page.goto("/contact");
    await sendContactForm(page, {
      name,
      email: "notified@example.com",
      message: "Can we talk about a chatbot for our clinic?",
    });
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await expect.poll(async () => (await staffMails(`New enquiry from ${name}`)).length).toBe(1);
    const [mail] = await staffMails(`New enquiry from ${name}`);
    expect(mail!.text).toContain("Can we talk about a chatbot for our clinic?");
    expect(mail!.text).toContain("notified@example.com");
    const link = /Open it in the dashboard: (\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();

    await signInAsAdmin(page);
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(
      page.getByRole("region", { name: "Form submissions" }).getByRole("row").nth(1),
    ).toContainText(name);
  });

  test("a new review reaches staff by e-mail, awaiting approval", async ({ page }) => {
    const name = unique("Notified Reviewer");
    await page.goto("/reviews");
    await page.getByPlaceholder("Your Name").fill(name);
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "5 stars" }) })
      .click();
    await page
      .getByPlaceholder("Tell us about your experience")
      .fill("They rebuilt our site in three weeks flat.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByText("Thank you! Your review has been submitted for approval."),
    ).toBeVisible();
    const subject = `New review from ${name} (5/5) awaiting approval`;
    await expect.poll(async () => (await staffMails(subject)).length).toBe(1);
  });
});

test.describe("staff workflow", () => {
  test("an enquiry stands out as New, is marked handled, moves between the filters and lands in the activity list", async ({
    page,
  }) => {
    const name = unique("Handled Enquiry");
    await page.goto("/contact");
    await sendContactForm(page, {
      name,
      email: "handled@example.com",
      message: "Please quote for a product launch film.",
    });
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole("tab", { name: /^Form Submissions \(\d+ new\)$/ })).toBeVisible();
    await page.goto(`${adminPath}?q=${encodeURIComponent(name)}`);
    const table = page.getByRole("region", { name: "Form submissions" });
    await expect(table.getByRole("row").nth(1)).toContainText("New");

    const handled = page.getByRole("switch", { name: `Handled: message from ${name}` });
    await handled.click();
    await expect(page.getByText("Submission marked as handled.")).toBeVisible();
    await expect(handled).toBeChecked();
    const [row] = await serviceRows(
      `form_submissions?select=handled_at&name=eq.${encodeURIComponent(name)}`,
    );
    expect(row?.["handled_at"]).toBeTruthy();

    const filter = page.getByRole("navigation", { name: "Submission status" });
    await filter.getByRole("link", { name: "New" }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText("No new submissions match this search.")).toBeVisible();
    await filter.getByRole("link", { name: "Handled" }).click();
    await expect(page).toHaveURL(/status=handled/);
    await expect(table.getByRole("row").nth(1)).toContainText(name);
    await expect(filter.getByRole("link", { name: "Handled" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const activity = page.getByRole("region", { name: "Recent activity" });
    await expect(activity).toContainText(
      `admin@example.com marked the message from ${name} as handled`,
    );
  });

  test("the search updates the list while typing and keeps the URL in step", async ({ page }) => {
    const name = unique("Typed Finder");
    await submitReview({ name, rating: 5, comment: "Found by typing, without pressing Search." });
    await signInAsAdmin(page);
    await page.getByRole("tab", { name: "Reviews" }).click();
    await expect(page).toHaveURL(/tab=reviews/);
    await page.getByRole("searchbox", { name: "Search" }).pressSequentially(name, { delay: 15 });
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, "(\\+|%20)")}`),
    );
    const rows = page.getByRole("region", { name: "Reviews" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(name);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(name);
  });

  test("on a slow connection, a search typed while a tab or a filter is loading keeps that tab and filter", async ({
    page,
  }) => {
    const name = unique("Slow Tab Finder");
    const tag = name.split(" ").at(-1)!;
    await submitReview({ name, rating: 4, comment: "Found after switching tabs on a slow line." });
    await signInAsAdmin(page);
    // Every in-app navigation of the dashboard answers late, so the next control is used before
    // the previous one's page has arrived.
    await page.route(
      (url) => url.pathname === adminPath,
      async (route) => {
        if (route.request().headers()["rsc"] === "1")
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fallback();
      },
    );
    const search = page.getByRole("searchbox", { name: "Search" });
    const rows = page.getByRole("region", { name: "Reviews" }).getByRole("row");
    const shownList = () => {
      const query = new URL(page.url()).searchParams;
      return { tab: query.get("tab"), status: query.get("status"), q: query.get("q") };
    };

    await page.getByRole("tab", { name: "Reviews" }).click();
    await search.fill(name);
    await expect
      .poll(shownList, { timeout: 15_000 })
      .toEqual({ tab: "reviews", status: null, q: name });
    await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(name);

    const filter = page.getByRole("navigation", { name: "Review status" });
    await filter.getByRole("link", { name: "Pending" }).click();
    await search.fill(tag);
    await expect
      .poll(shownList, { timeout: 15_000 })
      .toEqual({ tab: "reviews", status: "pending", q: tag });
    await expect(filter.getByRole("link", { name: "Pending" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(name);
  });

  test("reviews: a count of pending ones on the tab, and the Pending and Approved filters", async ({
    page,
  }) => {
    const name = unique("Filter Review");
    await submitReview({ name, rating: 3, comment: "Waiting for moderation in the pending list." });
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&status=pending&q=${encodeURIComponent(name)}`);
    await expect(
      page.getByRole("tab", { name: /^Reviews \(\d+ pending matching\)$/ }),
    ).toBeVisible();
    const rows = page.getByRole("region", { name: "Reviews" }).getByRole("row");
    await expect(rows.nth(1)).toContainText(name);

    await page.getByRole("switch", { name: `Approved: review by ${name}` }).click();
    await expect(page.getByText("Review status updated.")).toBeVisible();
    await expect(page.getByText("No pending reviews match this search.")).toBeVisible();
    await page
      .getByRole("navigation", { name: "Review status" })
      .getByRole("link", { name: "Approved" })
      .click();
    await expect(page).toHaveURL(/status=approved/);
    await expect(rows.nth(1)).toContainText(name);
    await expect(page.getByRole("region", { name: "Recent activity" })).toContainText(
      `admin@example.com approved the review by ${name}`,
    );

    // Leave the public pages as they were (the first toast may still be showing beside the second).
    const approved = page.getByRole("switch", { name: `Approved: review by ${name}` });
    await approved.click();
    // Unapproved, the review leaves the Approved filter (the switch may or may not be seen
    // unchecked first, depending on how fast the list refreshes).
    await expect(approved).toBeHidden();
    await expect
      .poll(
        async () =>
          (await serviceRows(`reviews?select=approved&name=eq.${encodeURIComponent(name)}`))[0]?.[
            "approved"
          ],
      )
      .toBe(false);
  });

  test("exports the submissions matching the search as a CSV that spreadsheets open safely", async ({
    page,
  }) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const name = `=SUM(1+1) Csv ${tag}`;
    await page.goto("/contact");
    await sendContactForm(page, {
      name,
      email: `csv-${tag}@example.com`,
      message: 'Zoë asks: "can you do both?", twice.',
    });
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();

    await signInAsAdmin(page);
    await page.goto(`${adminPath}?q=${encodeURIComponent(`csv-${tag}`)}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^submissions-filtered-search-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe(
      "Date (India time UTC+5:30),Name,Email,Message,Status,Handled at (India time UTC+5:30),Reference,Source,Landing page,Referrer,UTM medium,UTM campaign,UTM term,UTM content,Sent from",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'=SUM(1+1) Csv ${tag}`);
    expect(lines[1]).toContain(`"Zoë asks: ""can you do both?"", twice."`);
  });

  test("fits a phone: the tabs with their counts never push the page sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    for (const tab of ["", "?tab=reviews"]) {
      await page.goto(`${adminPath}${tab}`);
      await expect(
        page.getByRole("tab", { name: /\(\d+ (new|pending)( matching)?\)/ }).first(),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // Nothing in the list is cut off at the edge either: every control ends inside the screen.
      const rightmost = await page
        .locator("main table")
        .evaluate((table) =>
          Math.max(
            ...[...table.querySelectorAll("select, button, a, p")].map(
              (element) => element.getBoundingClientRect().right,
            ),
          ),
        );
      expect(rightmost).toBeLessThanOrEqual(390);
    }
  });

  test("the export refuses a visitor without a session", async ({ request }) => {
    const response = await request.get(`${adminPath}/export/submissions.csv`, { maxRedirects: 0 });
    expect([302, 303, 307, 401]).toContain(response.status());
    expect(await response.text()).not.toContain("@example.com");
  });
});

test.describe("staff workflow without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box and the filters still work as plain links and a GET form", async ({
    page,
  }) => {
    const name = unique("NoJs Finder");
    await submitReview({ name, rating: 4, comment: "Searched for with JavaScript turned off." });
    await page.goto("/login");
    await page.getByLabel("Email address").fill("admin@example.com");
    await page.getByLabel("Your Password").fill("change-me-locally");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.goto(`${adminPath}?tab=reviews`);
    await page
      .getByRole("navigation", { name: "Review status" })
      .getByRole("link", { name: "Pending" })
      .click();
    await expect(page).toHaveURL(/status=pending/);
    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/tab=reviews&status=pending&q=/);
    await expect(
      page.getByRole("region", { name: "Reviews" }).getByRole("row").nth(1),
    ).toContainText(name);
  });
});
