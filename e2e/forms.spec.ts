import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { Page } from "@playwright/test";

import { enquiryReference } from "../lib/leads/reference";
import { sendContactForm } from "./contact-form";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

/** Rows stored in the test server's embedded database, read with the service key. */
async function stored(table: "form_submissions" | "reviews", name: string) {
  const response = await fetch(
    `${e2eBackendUrl}/rest/v1/${table}?select=*&name=eq.${encodeURIComponent(name)}`,
    {
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      },
    },
  );
  return (await response.json()) as Record<string, unknown>[];
}

/** Loads `path` and checks that none of the scripts it fetched on its own carries zod. */
async function expectNoZodOnFirstLoad(page: Page, path: string) {
  const firstLoad: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script")
      firstLoad.push(await response.text().catch(() => ""));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((source) => source.includes("ZodError"))).toEqual([]);
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("contact form", () => {
  test("shows each validation message under its field and stores nothing", async ({ page }) => {
    await page.goto("/contact");
    await sendContactForm(page, { name: "A", email: "not-an-email", message: "Too short" });
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
    await expect(page.getByPlaceholder("Your Name")).toHaveAttribute("aria-invalid", "true");
  });

  test("sends, confirms with a toast, resets, and stores the message exactly once", async ({
    page,
  }) => {
    const name = unique("Asha Verma");
    await page.goto("/contact");
    await sendContactForm(page, {
      name,
      email: "asha@example.com",
      message: "We need a new storefront and Instagram ads.",
    });
    const toast = page.getByText("Thank you! Your message has been sent.");
    await expect(toast).toBeVisible();
    const rows = await stored("form_submissions", name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "asha@example.com",
      message: "We need a new storefront and Instagram ads.",
    });

    // The toast goes; the confirmation stays where the form was until another message is begun.
    const confirmation = page.getByRole("status").filter({ hasText: "Your message is with us" });
    await expect(confirmation).toContainText(enquiryReference(String(rows[0]!.id)));
    await expect(confirmation).toContainText("We reply within one working day");
    await expect(toast).toBeHidden({ timeout: 10_000 });
    await expect(confirmation).toBeVisible();
    await expect(page.getByPlaceholder("Your Name")).toHaveCount(0);

    await page.getByRole("link", { name: "Write another message" }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(page.getByPlaceholder("Your Name")).toHaveValue("");
    await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue("");
  });

  test("keeps a half-written message through a step away and a reload, and forgets it once sent", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByPlaceholder("Your Name").fill("Draft Keeper");
    await page.getByPlaceholder("Tell us about your project").fill("Half of what I meant to say");
    await page.goto("/services");
    await page.goBack();
    await expect(page.getByPlaceholder("Your Name")).toHaveValue("Draft Keeper");
    await page.reload();
    await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue(
      "Half of what I meant to say",
    );

    const name = unique("Draft Keeper");
    await sendContactForm(page, {
      name,
      email: "draft@example.com",
      message: "The whole message, now sent.",
    });
    await expect(
      page.getByRole("status").filter({ hasText: "Your message is with us" }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByPlaceholder("Your Name")).toHaveValue("");
    await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue("");
  });

  test("reads 'Sending...' and is disabled while the message is on its way", async ({ page }) => {
    await page.goto("/contact");
    let posts = 0;
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") {
        posts += 1;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.continue();
    });
    const name = unique("Ravi");
    await sendContactForm(page, {
      name,
      email: "ravi@example.com",
      message: "A landing page for our product launch.",
    });
    const busy = page.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    // Disabled for assistive technology, but it keeps the focus the click gave it.
    await expect(busy).toBeFocused();
    // Clicked again while busy (it still takes the pointer), it sends nothing.
    await busy.click({ force: true });
    await busy.press("Enter");
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    expect(posts).toBe(1);
    expect(await stored("form_submissions", name)).toHaveLength(1);
  });

  test("loads zod only once the form is used, and still checks in the browser before sending", async ({
    page,
  }) => {
    await expectNoZodOnFirstLoad(page, "/contact");

    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await sendContactForm(page, {
      name: "A",
      email: "asha@example.com",
      message: "A storefront and Instagram ads.",
    });
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    expect(posts).toBe(0);
  });

  test("lets the server check the form when the browser's validator cannot load", async ({
    page,
  }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    // Every script from now on fails, as after a deploy or on a dropped connection.
    await page.route("**/*.js", (route) => route.abort());
    await sendContactForm(page, { name: "B", email: "b@example.com", message: "Short" });
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
    await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue("Short");

    const name = unique("Validator Offline");
    await sendContactForm(page, { name: name, message: "Sent with only the server checking it." });
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    expect(await stored("form_submissions", name)).toHaveLength(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("still validates on the server and stores a valid message", async ({ page }) => {
      await page.goto("/contact");
      await sendContactForm(page, { name: "B", email: "b@example.com", message: "Short" });
      await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
      await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
      // Field errors speak for themselves: the failure sentence the result also carries is not shown.
      await expect(page.getByText("Submission failed. Please try again.")).toHaveCount(0);

      const name = unique("No Script");
      await sendContactForm(page, {
        name: name,
        message: "Posting this form without any JavaScript.",
      });
      const rows = await stored("form_submissions", name);
      expect(rows).toHaveLength(1);
      const confirmation = page.getByRole("status").filter({ hasText: "Your message is with us" });
      await expect(confirmation).toContainText(enquiryReference(String(rows[0]!.id)));
      await expect(confirmation).toContainText("We reply within one working day");
      await page.getByRole("link", { name: "Write another message" }).click();
      await expect(page.getByPlaceholder("Your Name")).toHaveValue("");
    });
  });
});

test.describe("review form", () => {
  test("keeps zod out of the page's first JavaScript", async ({ page }) => {
    await expectNoZodOnFirstLoad(page, "/reviews");
  });

  test("validates name, rating and comment", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Name is required.")).toBeVisible();
    await expect(page.getByText("Please select a rating.")).toBeVisible();
    await expect(page.getByText("Comment must be at least 10 characters.")).toBeVisible();
  });

  test("submits a review for approval, resets, and keeps it unpublished", async ({ page }) => {
    const name = unique("Meera Shah");
    await page.goto("/reviews");
    await page.getByLabel("Name").fill(name);
    // Click the fourth star, as a visitor does (the radio itself is visually hidden).
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
      .click();
    await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await page.getByLabel("Comment").fill("Quick, friendly and the new site loads in a blink.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    const toast = page.getByText("Thank you! Your review has been submitted for approval.");
    await expect(toast).toBeVisible();
    const confirmation = page.getByRole("status").filter({ hasText: "Your review is with us" });
    await expect(confirmation).toContainText("it waits for approval");
    await expect(toast).toBeHidden({ timeout: 10_000 });
    await expect(confirmation).toBeVisible();
    await page.getByRole("link", { name: "Write another review" }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveValue("");
    const rows = await stored("reviews", name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, approved: false });
    await page.reload();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("chooses the rating with the keyboard", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "3 stars" })).toBeChecked();
  });

  test("fills the stars up to the chosen one, and up to the one under the pointer", async ({
    page,
  }) => {
    await page.goto("/reviews");
    const form = page.getByRole("region", { name: "Leave a Review" });
    const star = (count: number) =>
      form.locator("label").filter({
        has: page.getByRole("radio", { name: count === 1 ? "1 star" : `${count} stars` }),
      });
    const filled = () =>
      form
        .getByRole("radiogroup", { name: "Rating" })
        .locator("label svg")
        .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).fill !== "none"));

    expect(await filled()).toEqual([false, false, false, false, false]);
    await star(4).click();
    await page.mouse.move(0, 0);
    await expect.poll(filled).toEqual([true, true, true, true, false]);
    await star(2).hover();
    await expect.poll(filled).toEqual([true, true, false, false, false]);
    await page.mouse.move(0, 0);
    await expect.poll(filled).toEqual([true, true, true, true, false]);
  });
});

test.describe("published reviews", () => {
  test("the home page shows at most four approved reviews and links to all of them", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Trusted by Happy Clients" });
    await expect(section).toBeVisible();
    const cards = section.getByRole("listitem");
    expect(await cards.count()).toBeLessThanOrEqual(4);
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(section.getByRole("link", { name: "Read All Reviews" })).toHaveAttribute(
      "href",
      "/reviews",
    );
  });
});

test.describe("review form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("validates on the server and stores a valid review, unapproved", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Please select a rating.")).toBeVisible();
    await expect(page.getByText("Submission failed. Please try again.")).toHaveCount(0);

    const name = unique("Plain Form");
    await page.getByLabel("Name").fill(name);
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "5 stars" }) })
      .click();
    await page.getByLabel("Comment").fill("Works even with scripts turned off. Impressive.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your review is with us" }),
    ).toContainText("it waits for approval");
    const rows = await stored("reviews", name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, approved: false });
  });
});

test("the review button reads 'Submitting...' and is disabled while busy", async ({ page }) => {
  await page.goto("/reviews");
  await page.route("**/reviews", async (route) => {
    if (route.request().method() === "POST")
      await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel("Name").fill(unique("Busy Reviewer"));
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "3 stars" }) })
    .click();
  await page.getByLabel("Comment").fill("Checking the busy state of the submit button.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const busy = page.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(
    page.getByText("Thank you! Your review has been submitted for approval."),
  ).toBeVisible();
});
