import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { site } from "../content/site";
import { reviewConsent } from "../lib/privacy/review-consent";
import {
  adminPath,
  expectOnPublicPage,
  insertAsVisitor,
  serviceRows,
  signIn,
  signInAsAdmin,
  submitReview,
  unique,
} from "./admin-helpers";
import { sendContactForm } from "./contact-form";
import { expect, test } from "./fixtures";

/**
 * A person's request answered by staff: what is held about them (access), the JSON copy
 * (portability), and the erasure, checked on every page that showed their data.
 */

const privacyPath = `${adminPath}/privacy`;

/** A visitor with an address and a name no other test uses. */
function visitor(label: string) {
  const name = unique(label);
  const email = `${name.split(" ").at(-1)}@example.com`;
  return { name, email };
}

async function searchPerson(page: Page, person: { email: string; name: string }) {
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Name", { exact: true }).fill(person.name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]email=/);
}

type Exported = {
  "Time zone": string;
  "Found by": Record<string, string>;
  Enquiries: Array<Record<string, unknown>>;
  Reviews: Array<Record<string, unknown>>;
};

/** A time as the dashboard writes it, in India time: "29 Nov 2026, 1:05 pm". */
const INDIA_TIME = /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/;

test.describe("personal data requests", () => {
  test("staff find a person's enquiry, review and notifications, export them as JSON, and erase them everywhere", async ({
    page,
  }) => {
    test.slow();
    const person = visitor("Privacy Asker");
    const message = `Please quote for a booking app. ${person.name}`;
    const comment = `They shipped our booking app in a month. ${person.name}`;

    // As a visitor: an enquiry, then a review under the same name.
    await page.goto("/contact");
    await sendContactForm(page, { name: person.name, email: person.email, message });
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await page.goto("/reviews");
    await page.getByPlaceholder("Your Name").fill(person.name);
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "5 stars" }) })
      .click();
    await page.getByPlaceholder("Tell us about your experience").fill(comment);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByText("Thank you! Your review has been submitted for approval."),
    ).toBeVisible();

    // Staff publish the review.
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(person.name)}`);
    await page.getByRole("switch", { name: `Approved: review by ${person.name}` }).click();
    await expect(page.getByText("Review status updated.")).toBeVisible();
    await expectOnPublicPage(page, "/reviews", () => expect(page.getByText(comment)).toBeVisible());

    // A part of the name finds the review.
    const fragment = person.name.split(" ").at(-1)!;
    await page.goto(`${privacyPath}?email=&name=${encodeURIComponent(fragment.slice(2, -1))}`);
    await expect(
      page.getByRole("region", { name: "Reviews held" }).getByRole("row").nth(1),
    ).toContainText(comment);

    // The request: find the person from the admin header.
    await page.goto(adminPath);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Data requests" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Personal data requests" }),
    ).toBeVisible();
    await searchPerson(page, person);
    await expect(page.getByRole("heading", { name: `Held about ${person.email}` })).toBeVisible();
    // The enquiry queued a staff e-mail and an auto-reply, the review a staff e-mail (the test
    // server sends no webhook, so those rows went when its delivery ran).
    await expect(page.getByText("1 enquiry, 1 review and 3 notifications.")).toBeVisible();

    const enquiries = page.getByRole("region", { name: "Enquiries held" }).getByRole("row");
    await expect(enquiries).toHaveCount(2);
    await expect(enquiries.nth(1)).toContainText(message);
    await expect(enquiries.nth(1)).toContainText(person.email);
    const reviews = page.getByRole("region", { name: "Reviews held" }).getByRole("row");
    await expect(reviews).toHaveCount(2);
    await expect(reviews.nth(1)).toContainText(comment);
    await expect(reviews.nth(1)).toContainText("Published");
    await expect(reviews.nth(1).getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    const mails = page.getByRole("region", { name: "Notifications held" });
    await expect(mails.getByRole("row")).toHaveCount(4);
    await expect(mails).toContainText("New enquiry, e-mail to staff");
    await expect(mails).toContainText("New enquiry, auto-reply to the person");
    await expect(mails).toContainText("New review, e-mail to staff");

    // The portable copy.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export as JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    // A file the person reads: each item once, its reference, India time, plain field names.
    const raw = await readFile((await download.path())!, "utf8");
    expect(raw.split(message)).toHaveLength(2);
    expect(raw.split(comment)).toHaveLength(2);
    expect(raw).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(raw).not.toMatch(/"(created_at|source_id|payload|consent_version)"/);
    const exported = JSON.parse(raw) as Exported;
    expect(exported["Time zone"]).toBe("India time (UTC+5:30)");
    expect(exported["Found by"]).toEqual({ "E-mail address": person.email, Name: person.name });
    expect(exported.Enquiries).toEqual([
      expect.objectContaining({
        Reference: expect.stringMatching(/^KX-[0-9A-F]{8}$/),
        "Sent on": expect.stringMatching(INDIA_TIME),
        "Your name": person.name,
        "Your e-mail address": person.email,
        "Your message": message,
        "Messages we sent about it": expect.arrayContaining([
          expect.stringMatching(/^E-mail to our staff, sent /),
        ]),
      }),
    ]);
    // Sending the review was the consent to publish it: the statement's version and the time.
    expect(exported.Reviews).toEqual([
      expect.objectContaining({
        "Your name": person.name,
        "Your comment": comment,
        Rating: "5 out of 5 stars",
        Status: "Published on our website",
        Consent: expect.stringContaining(`(consent statement version ${reviewConsent.version})`),
      }),
    ]);
    const exportAudit = await serviceRows(
      "admin_audit?select=target_label&action=eq.person.exported&order=id.desc&limit=20",
    );
    expect(JSON.stringify(exportAudit)).not.toContain(person.email);

    // The erasure, confirmed in the dialog.
    await page.getByRole("button", { name: "Erase all" }).click();
    const dialog = page.getByRole("alertdialog", {
      name: "Erase everything held about this person?",
    });
    await expect(dialog).toContainText("1 enquiry, 1 review and 3 notifications");
    // What erasing cannot reach is listed before it is confirmed.
    const outside = dialog.getByRole("region", { name: "Copies outside the database" });
    await expect(outside.getByRole("listitem")).toHaveCount(3);
    await expect(outside).toContainText(/Staff e-mail about the enquiry KX-[0-9A-F]{8}/);
    await expect(outside).toContainText("Staff e-mail about the review");
    await expect(outside).toContainText(`to ${site.email}`);
    await dialog.getByRole("button", { name: "Erase all" }).click();
    await expect(page).toHaveURL(
      /erased=1&submissions=1&reviews=1&invitations=0&notifications=3&record=\d+$/,
    );
    expect(page.url()).not.toContain(encodeURIComponent(person.email));
    const erased = page.getByRole("status").filter({ hasText: "Erased" });
    await expect(erased).toContainText("Erased 1 enquiry, 1 review and 3 notifications.");
    await expect(erased).toContainText("recorded in the audit trail");
    // The result lists the copies staff now delete by hand: whom each e-mail went to, and when.
    const copies = page.getByRole("region", { name: "Copies outside the database" });
    const items = copies.getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: "Staff e-mail about the enquiry" })).toContainText(
      "Subject: New enquiry from … (… is their name)",
    );
    await expect(items.filter({ hasText: "Staff e-mail about the review" })).toContainText(
      `to ${site.email}`,
    );
    await expect(items.filter({ hasText: "Auto-reply about the enquiry" })).toContainText(
      "to the person's own address",
    );
    await expect(copies).toContainText("Delete it from each of these mailboxes");
    await expect(copies).not.toContainText(person.name);
    await expect(copies).not.toContainText(person.email);

    // Nothing is held any more, anywhere.
    await searchPerson(page, person);
    await expect(page.getByRole("heading", { name: "Nothing is held" })).toBeVisible();
    for (const path of ["/reviews", "/"])
      await expectOnPublicPage(page, path, () =>
        expect(page.getByText(person.name)).toHaveCount(0),
      );
    await page.goto(`${adminPath}?q=${encodeURIComponent(person.email)}`);
    await expect(page.getByText("No submissions match this search.")).toBeVisible();
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(person.name)}`);
    await expect(page.getByText("No reviews match this search.")).toBeVisible();

    // No table or queued e-mail holds the person, looked at past the app with the service key.
    for (const path of [
      `form_submissions?select=id&email=ilike.${encodeURIComponent(person.email)}`,
      `reviews?select=id&name=eq.${encodeURIComponent(person.name)}`,
    ])
      expect(await serviceRows(path)).toEqual([]);
    const outbox = await serviceRows("notification_outbox?select=payload&order=id.desc&limit=500");
    expect(JSON.stringify(outbox)).not.toContain(person.name);
    expect(JSON.stringify(outbox)).not.toContain(person.email);

    // The audit trail keeps the erasure, with counts and no name or address.
    const activity = page.getByRole("region", { name: "Recent activity" });
    await expect(activity).toContainText(
      "admin@example.com erased what is held about one person: 1 enquiry, 1 review, 3 notifications",
    );
    await expect(activity).not.toContainText(person.name);
    await expect(activity).not.toContainText(person.email);
    const audit = await serviceRows(
      "admin_audit?select=action,target_label&order=id.desc&limit=200",
    );
    expect(audit).toContainEqual({
      action: "person.erased",
      target_label: "1 enquiry, 1 review, 3 notifications",
    });
    expect(JSON.stringify(audit)).not.toContain(person.name);
    expect(JSON.stringify(audit)).not.toContain(person.email);
  });

  test("an empty search is refused with a clear message, and a stranger is told nothing is held", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`${privacyPath}?email=&name=`);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Enter the person's e-mail address, their name, or both." }),
    ).toBeVisible();
    const stranger = visitor("Never Wrote");
    await searchPerson(page, stranger);
    await expect(page.getByRole("heading", { name: "Nothing is held" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export as JSON" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Erase all" })).toHaveCount(0);
  });

  test("the export refuses a visitor without a session", async ({ request }) => {
    const response = await request.get(`${privacyPath}/export?email=a%40example.com`, {
      maxRedirects: 0,
    });
    expect([302, 303, 307, 401]).toContain(response.status());
    expect(response.headers()["content-disposition"]).toBeUndefined();
  });
});

test.describe("personal data requests without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search, its field message and the erasure's confirmation step work as plain forms", async ({
    page,
  }) => {
    const person = visitor("NoJs Asker");
    await insertAsVisitor("form_submissions", {
      name: person.name,
      email: person.email,
      message: "Sent before the request to erase it all.",
    });
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.goto(privacyPath);

    await page.getByLabel("Name", { exact: true }).fill("A");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await searchPerson(page, person);
    await expect(
      page.getByRole("region", { name: "Enquiries held" }).getByRole("row").nth(1),
    ).toContainText(person.email);
    await page.getByRole("link", { name: "Erase all" }).click();
    await expect(page).toHaveURL(/confirm=1/);
    const confirm = page.getByRole("region", { name: "Erase everything held about this person?" });
    // The dashboard visit's delivery run sent the e-mails and dropped the webhook row.
    await expect(confirm).toContainText("1 enquiry, 0 reviews and 2 notifications");
    await expect(
      confirm.getByRole("region", { name: "Copies outside the database" }),
    ).toContainText("Staff e-mail about the enquiry");
    await confirm.getByRole("button", { name: "Erase all" }).click();
    await expect(page).toHaveURL(/erased=1&submissions=1&reviews=0&invitations=0&notifications=2/);
    await expect(page.getByText("Erased 1 enquiry, 0 reviews and 2 notifications.")).toBeVisible();
    expect(
      await serviceRows(`form_submissions?select=id&email=eq.${encodeURIComponent(person.email)}`),
    ).toEqual([]);

    await searchPerson(page, person);
    await expect(page.getByRole("heading", { name: "Nothing is held" })).toBeVisible();
  });
});

test("a part of a name found in two people's reviews is narrowed to one, and only the rows listed are erased", async ({
  page,
}) => {
  const part = unique("Zephyrine").split(" ").at(-1)!;
  const mira = `Mira ${part}`;
  const omar = `Omar ${part}`;
  await submitReview({ name: mira, rating: 5, comment: "Mira's words about the site." });
  await submitReview({ name: omar, rating: 4, comment: "Omar's words about the site." });
  await signInAsAdmin(page);
  await page.goto(`${privacyPath}?name=${encodeURIComponent(part)}`);

  const names = page.getByRole("region", { name: "These reviews carry 2 different names" });
  // Two people's rows are never exported or erased together.
  await expect(page.getByRole("link", { name: "Export as JSON" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Erase all" })).toHaveCount(0);
  await names.getByRole("link", { name: `Only “${mira}”` }).click();
  await expect(
    page.getByRole("heading", { name: `Held about exactly the name “${mira}”` }),
  ).toBeVisible();
  const reviews = page.getByRole("region", { name: "Reviews held" }).getByRole("row");
  await expect(reviews).toHaveCount(2);
  await expect(reviews.nth(1)).toContainText("Mira's words");

  // Sent after the page listed her rows: the erasure confirmed on that list leaves it alone.
  await submitReview({ name: mira, rating: 3, comment: "A later review, not yet listed." });
  await page.getByRole("button", { name: "Erase all" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase all" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased" })).toContainText(
    "Erased 0 enquiries, 1 review and",
  );
  const left = await serviceRows(`reviews?select=name,comment&name=like.*${part}&order=name`);
  expect(left).toEqual([
    { name: mira, comment: "A later review, not yet listed." },
    { name: omar, comment: "Omar's words about the site." },
  ]);
});

test("a search by name alone points to the addresses of enquiries under that name", async ({
  page,
}) => {
  const part = unique("Quillane").split(" ").at(-1)!;
  const email = `arjun-${part}@example.com`;
  await insertAsVisitor("form_submissions", {
    name: `Arjun ${part}`,
    email,
    message: "A question about a new website.",
  });
  await signInAsAdmin(page);
  await page.goto(`${privacyPath}?name=${encodeURIComponent(part)}`);
  await expect(page.getByRole("heading", { name: "No review under this name" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nothing is held" })).toHaveCount(0);
  const addresses = page.getByRole("region", { name: "Enquiries under a matching name" });
  await addresses.getByRole("link", { name: email }).click();
  await expect(
    page.getByRole("heading", { name: `Held about ${email} and the name` }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Enquiries held" }).getByRole("row").nth(1),
  ).toContainText("A question about a new website.");
});
