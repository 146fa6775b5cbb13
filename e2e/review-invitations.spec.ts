import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { Browser, Page } from "@playwright/test";

import { invitationPage, verifiedMark } from "../content/reviews";
import { site } from "../content/site";
import { reviewConsent } from "../lib/privacy/review-consent";
import { adminPath, expectOnPublicPage, signInAsAdmin, unique } from "./admin-helpers";
import { expectNoViolationsWhenStill } from "./axe";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";
import { nuFindings } from "./nu-checker";

/**
 * A client invited by staff reviews through the e-mailed link, staff approve and answer it, and
 * the link then says it was used; a revoked, an expired and an altered link each say which.
 */

const invitationsPath = `${adminPath}/invitations`;
const DAY = 24 * 60 * 60 * 1000;

type InboxMessage = { to: string; subject: string; text: string; kind: string };

/** The invitation's path, from the newest e-mail to this address in the local inbox. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`${e2eBackendUrl}/inbox.json?to=${encodeURIComponent(to)}`);
        const mail = ((await response.json()) as InboxMessage[]).find((m) =>
          subject.test(m.subject),
        );
        link = /\/reviews\/invite\/[A-Za-z0-9._-]+/.exec(mail?.text ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

async function invite(page: Page, client: { name: string; email: string; project?: string }) {
  await page.goto(invitationsPath);
  await page.getByLabel("Client's name").fill(client.name);
  await page.getByLabel("E-mail address").fill(client.email);
  if (client.project) await page.getByLabel("Project or service (optional)").fill(client.project);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation to ${client.name} stored`)).toBeVisible();
}

function person(label: string) {
  const name = unique(label);
  return { name, email: `${name.split(" ").at(-1)}@example.com` };
}

/** A fresh browser with no staff session: the client's own. */
async function asClient(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe("invited reviews", () => {
  test("staff invite, the client reviews through the e-mailed link, staff approve and reply, and the link is spent", async ({
    page,
    browser,
  }) => {
    test.slow();
    const client = { ...person("Invited Client"), project: "Shop rebuild" };
    const comment = `They rebuilt our shop in six weeks. ${client.name}`;
    const reply = `Thank you, it was a joy to build. ${client.name}`;

    await signInAsAdmin(page);
    await invite(page, client);
    const link = await mailedLink(client.email, /How was working with/);

    const visit = await asClient(browser);
    const response = await visit.page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await expect(visit.page.getByPlaceholder("Your Name")).toHaveValue(client.name);
    await expect(visit.page.getByText(client.project, { exact: true })).toBeVisible();
    await expect(visit.page.getByText(reviewConsent.statement, { exact: false })).toBeVisible();
    await visit.page
      .locator("label")
      .filter({ has: visit.page.getByRole("radio", { name: "4 stars" }) })
      .click();
    await visit.page.getByPlaceholder("Tell us about your experience").fill(comment);
    await visit.page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      visit.page.getByText("Thank you! Your review has been submitted for approval.").first(),
    ).toBeVisible();
    expect(await visit.page.context().cookies()).toEqual([]);

    // Staff see it as verified, approve it, and answer it in public.
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(client.name)}`);
    await expect(page.getByText(verifiedMark.label).first()).toBeVisible();
    await page.getByRole("switch", { name: `Approved: review by ${client.name}` }).click();
    await expect(page.getByText("Review status updated.")).toBeVisible();
    await page.getByText("Write a public reply").click();
    await page.getByLabel(/Shown under the review/).fill(reply);
    await page.getByRole("button", { name: "Publish reply" }).click();
    await expect(page.getByText("Reply published under the review.")).toBeVisible();
    // Published, the editor folds away; the reply itself shows above it.
    await expect(page.getByLabel(/Shown under the review/)).toBeHidden();

    for (const path of ["/reviews", "/"]) {
      const card = visit.page.locator("li").filter({ hasText: comment });
      await expectOnPublicPage(visit.page, path, () => expect(card.getByText(reply)).toBeVisible());
      await expect(card.getByText(verifiedMark.label)).toBeVisible();
      await card.getByText(verifiedMark.label).click();
      await expect(card.getByText(verifiedMark.explanation)).toBeVisible();
      await expect(card.getByText(client.project)).toBeVisible();
      await expect(card.getByText(reply)).toBeVisible();
      await expect(card.getByText(`Reply from ${site.name}`)).toBeVisible();
    }
    await expect(visit.page.getByText(/out of 5 from \d+ published review/).first()).toBeVisible();

    await visit.page.goto(link);
    await expect(
      visit.page.getByRole("heading", { name: invitationPage.states.used.title }),
    ).toBeVisible();
    await expect(visit.page.getByRole("link", { name: invitationPage.publicForm })).toHaveAttribute(
      "href",
      "/reviews#leave-a-review",
    );

    await page.goto(`${invitationsPath}?q=${encodeURIComponent(client.name)}`);
    const row = page.getByRole("row").filter({ hasText: client.name });
    await expect(row.locator('td[data-label="State"]')).toHaveText("Reviewed");
    await expect(row.locator('td[data-label="History"]')).toContainText("Opened");

    // Deleting the public reply asks first; only the dialog's own button deletes it.
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(client.name)}`);
    await page.getByText("Edit public reply").click();
    await page.getByRole("button", { name: "Delete reply" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete the public reply?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await visit.page.goto("/reviews");
    await expect(visit.page.getByText(reply)).toBeVisible();
    await page.getByRole("button", { name: "Delete reply" }).click();
    await confirm.getByRole("button", { name: "Delete reply" }).click();
    await expect(page.getByText("Reply deleted.")).toBeVisible();
    await expectOnPublicPage(visit.page, "/reviews", () =>
      expect(visit.page.getByText(reply)).toBeHidden(),
    );
    await expect(visit.page.getByText(comment)).toBeVisible();
    await visit.close();
  });

  test("a mail scanner's fetch of the link leaves it unopened; the client's browser opens it", async ({
    page,
    browser,
    request,
  }) => {
    const client = person("Scanned Client");
    await signInAsAdmin(page);
    await invite(page, client);
    // The form is new and empty for the next client, and the focus waits in its first field.
    await expect(page.getByLabel("Client's name")).toBeFocused();
    const link = await mailedLink(client.email, /How was working with/);
    const state = page
      .getByRole("row")
      .filter({ hasText: client.name })
      .locator('td[data-label="State"]');
    const listedState = async () => {
      await page.goto(`${invitationsPath}?q=${encodeURIComponent(client.name)}`);
      return state.textContent();
    };

    // A scanner fetches the page and runs nothing on it.
    expect((await request.get(link)).status()).toBe(200);
    await expect.poll(listedState).toBe("Sent");

    const visit = await asClient(browser);
    await visit.page.goto(link);
    await expect(visit.page.getByPlaceholder("Your Name")).toHaveValue(client.name);
    await expect.poll(listedState).toBe("Opened");
    await visit.close();
  });

  test("a revoked, an expired and an altered link each say which, and offer the public form", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const revoked = person("Revoked Client");
    const expired = person("Expired Client");
    await signInAsAdmin(page);
    await invite(page, revoked);
    await invite(page, expired);
    const revokedLink = await mailedLink(revoked.email, /How was working with/);
    const expiredLink = await mailedLink(expired.email, /How was working with/);

    await page.goto(`${invitationsPath}?q=${encodeURIComponent(revoked.name)}`);
    await page.getByRole("button", { name: "Revoke" }).click();
    // It cannot be undone, so it asks first; Cancel leaves the link working.
    const confirm = page.getByRole("alertdialog", {
      name: `Revoke the invitation to ${revoked.name}?`,
    });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(
      page.getByRole("row").filter({ hasText: revoked.name }).locator('td[data-label="State"]'),
    ).toHaveText("Sent");
    await page.getByRole("button", { name: "Revoke" }).click();
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("Invitation revoked: its link now says so.")).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: revoked.name }).locator('td[data-label="State"]'),
    ).toHaveText("Revoked");

    // The link's date passes: staff tables are moved in time with the service key.
    const patched = await fetch(
      `${e2eBackendUrl}/rest/v1/review_invitations?name=eq.${encodeURIComponent(expired.name)}`,
      {
        method: "PATCH",
        headers: {
          apikey: LOCAL_SERVICE_ROLE_KEY,
          authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
          "content-type": "application/json",
        },
        // Expired yesterday: well inside the retention period, so a purge meanwhile keeps it.
        body: JSON.stringify({
          invited_at: new Date(Date.now() - 31 * DAY).toISOString(),
          expires_at: new Date(Date.now() - DAY).toISOString(),
        }),
      },
    );
    expect(patched.status).toBeLessThan(300);

    const lastChar = expiredLink.at(-1)!;
    const altered = `${expiredLink.slice(0, -1)}${lastChar === "A" ? "B" : "A"}`;
    const visit = await asClient(browser);
    for (const [link, state] of [
      [revokedLink, "revoked"],
      [expiredLink, "expired"],
      [altered, "altered"],
      ["/reviews/invite/nothing-like-a-link", "altered"],
      ["/reviews/invite/%E0%A4%A", "altered"],
    ] as const) {
      const response = await visit.page.goto(link);
      expect(response?.status(), link).toBe(200);
      expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(
        visit.page.getByRole("heading", { name: invitationPage.states[state].title }),
      ).toBeVisible();
      await expect(visit.page.getByRole("link", { name: invitationPage.publicForm })).toBeVisible();
      await expect(visit.page.getByPlaceholder("Your Name")).toHaveCount(0);
    }
    await expectNoViolationsWhenStill(visit.page);

    await page.goto(`${invitationsPath}?q=${encodeURIComponent(expired.name)}`);
    await expect(
      page.getByRole("row").filter({ hasText: expired.name }).locator('td[data-label="State"]'),
    ).toHaveText("Expired");
    expect(await nuFindings(request, [revokedLink, altered])).toEqual([]);
    await visit.close();
  });

  test("the invitation page, the admin views and a review with its reply pass axe and the Nu checker", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const client = { ...person("Checked Client"), project: "SEO audit" };
    await signInAsAdmin(page);
    await invite(page, client);
    const link = await mailedLink(client.email, /How was working with/);
    await expectNoViolationsWhenStill(page);
    await page.goto(`${adminPath}?tab=reviews`);
    await expectNoViolationsWhenStill(page);

    const visit = await asClient(browser);
    await visit.page.goto(link);
    await expect(visit.page.getByPlaceholder("Your Name")).toHaveValue(client.name);
    await expectNoViolationsWhenStill(visit.page);
    await visit.page.goto("/reviews");
    await expectNoViolationsWhenStill(visit.page);
    expect(await nuFindings(request, [link, "/reviews", "/"])).toEqual([]);
    await visit.close();
  });
});
