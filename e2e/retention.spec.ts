import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";

import { insertAsVisitor, serviceRows, signInAsAdmin, unique } from "./admin-helpers";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

/**
 * The retention job as it runs in production, after a staff visit to the dashboard: an enquiry
 * older than its period and a review never approved past its own are deleted with their staff
 * e-mails, while newer rows and approved reviews, however old, stay.
 */

const MONTH_MS = 31 * 24 * 60 * 60 * 1000;
const monthsAgo = (months: number) => new Date(Date.now() - months * MONTH_MS).toISOString();

/** Moves a row's arrival back in time, as only the service key can. */
async function backdate(table: "form_submissions" | "reviews", name: string, createdAt: string) {
  const response = await fetch(
    `${e2eBackendUrl}/rest/v1/${table}?name=eq.${encodeURIComponent(name)}`,
    {
      method: "PATCH",
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
        prefer: "return=minimal",
      },
      body: JSON.stringify({ created_at: createdAt }),
    },
  );
  expect(response.status).toBe(204);
}

const rowsNamed = (table: "form_submissions" | "reviews", name: string) =>
  serviceRows(`${table}?select=id&name=eq.${encodeURIComponent(name)}`);

test("a dashboard visit deletes what is past its period, with its e-mails, and keeps the rest", async ({
  page,
}) => {
  const old = { enquiry: unique("Old Enquirer"), review: unique("Old Reviewer") };
  const kept = {
    enquiry: unique("Recent Enquirer"),
    review: unique("Recent Reviewer"),
    approved: unique("Old Approved"),
  };
  for (const name of [old.enquiry, kept.enquiry]) {
    await insertAsVisitor("form_submissions", {
      name,
      email: "retention@example.com",
      message: `An enquiry from ${name} about a new site.`,
    });
  }
  for (const name of [old.review, kept.review, kept.approved]) {
    await insertAsVisitor("reviews", {
      name,
      rating: 4,
      comment: `A review by ${name} for the retention check.`,
    });
  }
  await backdate("form_submissions", old.enquiry, monthsAgo(25));
  await backdate("form_submissions", kept.enquiry, monthsAgo(23));
  await backdate("reviews", old.review, monthsAgo(13));
  await backdate("reviews", kept.review, monthsAgo(11));
  const approve = await fetch(
    `${e2eBackendUrl}/rest/v1/reviews?name=eq.${encodeURIComponent(kept.approved)}`,
    {
      method: "PATCH",
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ approved: true, created_at: monthsAgo(40) }),
    },
  );
  expect(approve.status).toBe(204);
  const [oldEnquiry] = await rowsNamed("form_submissions", old.enquiry);

  await signInAsAdmin(page);

  await expect.poll(async () => (await rowsNamed("form_submissions", old.enquiry)).length).toBe(0);
  await expect.poll(async () => (await rowsNamed("reviews", old.review)).length).toBe(0);
  expect(await rowsNamed("form_submissions", kept.enquiry)).toHaveLength(1);
  expect(await rowsNamed("reviews", kept.review)).toHaveLength(1);
  expect(await rowsNamed("reviews", kept.approved)).toHaveLength(1);
  expect(
    await serviceRows(`notification_outbox?select=id&source_id=eq.${String(oldEnquiry!["id"])}`),
  ).toEqual([]);
  const purged = await serviceRows(
    "admin_audit?select=actor_email,target_label&action=eq.retention.purged&order=id.desc&limit=50",
  );
  expect(purged.length).toBeGreaterThan(0);
  expect(JSON.stringify(purged)).not.toMatch(/Enquirer|Reviewer|retention@example\.com/);
});
