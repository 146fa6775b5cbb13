import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { BrowserContext, Page, Route } from "@playwright/test";

import {
  ADMIN,
  adminPath,
  serviceRows,
  signInAsAdmin,
  submitReview,
  unique,
} from "./admin-helpers";
import { sendContactForm } from "./contact-form";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

/**
 * A visitor's connection dies while a server action is on its way. Two ways it happens: the
 * request is cut (a reset, a proxy error: `route.abort()`), or the browser is offline. Either
 * way the page must stay, say what went wrong, keep what was typed, and send once the network
 * is back, storing the row exactly once.
 */
type Failure = "aborted" | "offline";
const failures: Failure[] = ["aborted", "offline"];

/** Breaks the next server-action requests until the returned function restores the network. */
async function breakActions(page: Page, context: BrowserContext, failure: Failure) {
  if (failure === "offline") {
    await context.setOffline(true);
    return () => context.setOffline(false);
  }
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() === "POST" && (await request.headerValue("next-action"))) {
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  };
  await page.route("**/*", handler);
  return () => page.unroute("**/*", handler);
}

const RATING_LABEL = "4 stars";

async function fillReview(page: Page, name: string, comment: string) {
  await page.getByPlaceholder("Your Name").fill(name);
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: RATING_LABEL }) })
    .click();
  await page.getByPlaceholder("Tell us about your experience").fill(comment);
}

async function deleteRow(table: "reviews", id: unknown) {
  await fetch(`${e2eBackendUrl}/rest/v1/${table}?id=eq.${String(id)}`, {
    method: "DELETE",
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
}

for (const failure of failures) {
  test.describe(`connection ${failure}`, () => {
    test("the contact form keeps the message, says it failed, and sends it once when back online", async ({
      page,
      context,
    }) => {
      const name = unique("Dropped Contact");
      const message = "Our storefront needs a redesign before the festive season.";
      await page.goto("/contact");
      const restore = await breakActions(page, context, failure);

      await sendContactForm(page, { name, email: "dropped@example.com", message });
      await expect(page.getByText("Submission failed. Please try again.")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("This page couldn't load")).toHaveCount(0);
      await expect(page.getByPlaceholder("Your Name")).toHaveValue(name);
      await expect(page.getByPlaceholder("Your Email")).toHaveValue("dropped@example.com");
      await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue(message);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      expect(
        await serviceRows(`form_submissions?select=id&name=eq.${encodeURIComponent(name)}`),
      ).toHaveLength(0);

      await restore();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
      // The form gives way to the confirmation, which stays until another message is begun.
      await expect(
        page.getByRole("status").filter({ hasText: "Your message is with us" }),
      ).toBeVisible();
      const rows = await serviceRows(
        `form_submissions?select=*&name=eq.${encodeURIComponent(name)}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: "dropped@example.com", message });
    });

    test("the review form keeps name, rating and comment, says it failed, and sends once when back online", async ({
      page,
      context,
    }) => {
      const name = unique("Dropped Review");
      const comment = "Clear weekly reports and a site that finally loads fast.";
      await page.goto("/reviews");
      const restore = await breakActions(page, context, failure);

      await fillReview(page, name, comment);
      await page.getByRole("button", { name: "Submit Review" }).click();
      await expect(page.getByText("Submission failed. Please try again.")).toBeVisible();
      await expect(page.getByText("This page couldn't load")).toHaveCount(0);
      await expect(page.getByPlaceholder("Your Name")).toHaveValue(name);
      await expect(page.getByRole("radio", { name: RATING_LABEL })).toBeChecked();
      await expect(page.getByPlaceholder("Tell us about your experience")).toHaveValue(comment);
      expect(
        await serviceRows(`reviews?select=id&name=eq.${encodeURIComponent(name)}`),
      ).toHaveLength(0);

      await restore();
      await page.getByRole("button", { name: "Submit Review" }).click();
      await expect(
        page.getByText("Thank you! Your review has been submitted for approval."),
      ).toBeVisible();
      const rows = await serviceRows(`reviews?select=*&name=eq.${encodeURIComponent(name)}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ rating: 4, comment, approved: false });
      await deleteRow("reviews", rows[0]?.["id"]);
    });

    test("the dashboard's Approved switch and delete say they failed, change nothing, then work", async ({
      page,
      context,
    }) => {
      const name = unique("Dropped Moderation");
      await submitReview({
        name,
        rating: 5,
        comment: "They automated our lead follow-ups end to end.",
      });
      await signInAsAdmin(page);
      await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
      const approved = page.getByRole("switch", { name: `Approved: review by ${name}` });
      await expect(approved).not.toBeChecked();

      const restore = await breakActions(page, context, failure);
      await approved.click();
      await expect(page.getByText("Failed to update review status.")).toBeVisible();
      await expect(page.getByText("This page couldn't load")).toHaveCount(0);
      await expect(approved).not.toBeChecked();
      await expect(approved).toBeEnabled();
      expect(
        (await serviceRows(`reviews?select=approved&name=eq.${encodeURIComponent(name)}`))[0],
      ).toEqual({
        approved: false,
      });

      await page.getByRole("button", { name: `Delete review by ${name}` }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByText("Failed to delete review.")).toBeVisible();
      await expect(page.getByText("This page couldn't load")).toHaveCount(0);
      expect(
        await serviceRows(`reviews?select=id&name=eq.${encodeURIComponent(name)}`),
      ).toHaveLength(1);

      await restore();
      await approved.click();
      await expect(page.getByText("Review status updated.")).toBeVisible();
      await expect(approved).toBeChecked();
      expect(
        (await serviceRows(`reviews?select=approved&name=eq.${encodeURIComponent(name)}`))[0],
      ).toEqual({
        approved: true,
      });

      await page.getByRole("button", { name: `Delete review by ${name}` }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByText("Review deleted.")).toBeVisible();
      await expect
        .poll(() => serviceRows(`reviews?select=id&name=eq.${encodeURIComponent(name)}`))
        .toHaveLength(0);
    });

    test("the sign-in view says the request failed in the danger box, keeps the e-mail, then signs in", async ({
      page,
      context,
    }) => {
      await page.goto("/login");
      const restore = await breakActions(page, context, failure);
      await page.getByLabel("Email address").fill(ADMIN.email);
      await page.getByLabel("Your Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();

      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: "The sign-in service is not reachable. Please try again." }),
      ).toBeVisible();
      await expect(page.getByText("This page couldn't load")).toHaveCount(0);
      await expect(page.getByLabel("Email address")).toHaveValue(ADMIN.email);
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();

      await restore();
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    });
  });
}

/**
 * The third way: the request arrives and the row is stored, but the answer dies on the way back.
 * The visitor sees the failure and sends the same text again; the browser sends it with the same
 * submission key, so the row is stored once, not twice.
 */
async function loseAnswers(page: Page) {
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() === "POST" && (await request.headerValue("next-action"))) {
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  };
  await page.route("**/*", handler);
  return () => page.unroute("**/*", handler);
}

test.describe("answer lost after the row was stored", () => {
  test("the contact form's retry stores the message once", async ({ page }) => {
    const name = unique("Lost Answer Contact");
    const message = "Please quote a bilingual site with a booking calendar.";
    const stored = () =>
      serviceRows(`form_submissions?select=message&name=eq.${encodeURIComponent(name)}`);
    await page.goto("/contact");
    const restore = await loseAnswers(page);

    await sendContactForm(page, { name, email: "lost@example.com", message });
    await expect(page.getByText("Submission failed. Please try again.")).toBeVisible();
    await expect(page.getByPlaceholder("Tell us about your project")).toHaveValue(message);
    // The failure path really ran: the server had stored it before the answer was cut.
    expect(await stored()).toEqual([{ message }]);

    await restore();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    expect(await stored()).toEqual([{ message }]);

    // The next message is a new one, even with the same text.
    await page.getByRole("link", { name: "Write another message" }).click();
    await sendContactForm(page, { name, email: "lost@example.com", message });
    // (Polled: the first success toast may still be on screen, or already gone.)
    await expect.poll(async () => (await stored()).length).toBe(2);
  });

  test("the review form's retry stores the review once", async ({ page }) => {
    const name = unique("Lost Answer Review");
    const comment = "Our enquiries doubled after the new landing pages went live.";
    const stored = () =>
      serviceRows(`reviews?select=id,comment&name=eq.${encodeURIComponent(name)}`);
    await page.goto("/reviews");
    const restore = await loseAnswers(page);

    await fillReview(page, name, comment);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Submission failed. Please try again.")).toBeVisible();
    expect(await stored()).toHaveLength(1);

    await restore();
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByText("Thank you! Your review has been submitted for approval."),
    ).toBeVisible();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ comment });
    await deleteRow("reviews", rows[0]?.["id"]);
  });
});
