import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { Page } from "@playwright/test";

import { adminPath, signInAsAdmin, submitReview, unique } from "./admin-helpers";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

// Each test changes what the public pages show: one at a time.
test.describe.configure({ mode: "default" });

/**
 * What the public sees as approvals change, across every review in the database: it runs in its
 * own project after the parallel tests (it empties the approved list) and before the faults.
 * Changes go in through the dashboard, whose actions revalidate the static pages; the service key
 * only prepares rows, since a change made behind the app's back is not revalidated (by design,
 * the hourly safety net covers those).
 */
async function setApproved(filter: string, approved: boolean) {
  const response = await fetch(`${e2eBackendUrl}/rest/v1/reviews?${filter}`, {
    method: "PATCH",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
      prefer: "return=minimal",
    },
    body: JSON.stringify({ approved }),
  });
  expect(response.status).toBe(204);
}

async function toggleInDashboard(page: Page, name: string) {
  await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
  await page.getByRole("switch", { name: `Approved: review by ${name}` }).click();
  await expect(page.getByText("Review status updated.")).toBeVisible();
}

test("the home section hides with no approved review, then shows the 4 newest approved, newest first", async ({
  page,
}) => {
  const last = unique("Last Approved");
  await submitReview({
    name: last,
    rating: 5,
    comment: "The last approved review before the list empties.",
  });
  await setApproved("id=not.is.null", false);
  await setApproved(`name=eq.${encodeURIComponent(last)}`, true);
  await signInAsAdmin(page);
  await toggleInDashboard(page, last);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Core Services" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Trusted by Happy Clients" })).toHaveCount(0);
  await expect(page.getByText("Read All Reviews")).toHaveCount(0);

  const names = Array.from({ length: 5 }, (_, i) => unique(`Newest ${i + 1}`));
  for (const name of names) {
    await submitReview({
      name,
      rating: 4,
      comment: `Approved in order for the newest-first check: ${name}.`,
    });
  }
  for (const name of names.slice(0, 4))
    await setApproved(`name=eq.${encodeURIComponent(name)}`, true);
  await toggleInDashboard(page, names[4]!);

  await page.goto("/");
  const section = page.getByRole("region", { name: "Trusted by Happy Clients" });
  await expect(section.getByRole("listitem")).toHaveCount(4);
  const shown = await section.getByRole("listitem").allInnerTexts();
  const expected = [...names].reverse().slice(0, 4);
  expected.forEach((name, i) => expect(shown[i]).toContain(name));
  await expect(section.getByRole("link", { name: "Read All Reviews" })).toHaveAttribute(
    "href",
    "/reviews",
  );

  await page.goto("/reviews");
  for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible();
});

test("a page stored in the seconds after a moderation is rebuilt once more, without another", async ({
  page,
  request,
}) => {
  // A rebuild that read the reviews just before a moderation can store its page just after it.
  const name = unique("Settling");
  await submitReview({ name, rating: 5, comment: "Published, then rebuilt once more." });
  await signInAsAdmin(page);
  await toggleInDashboard(page, name);

  const load = async () => {
    const response = await request.get("/reviews");
    return {
      cache: response.headers()["x-nextjs-cache"],
      shown: (await response.text()).includes(name),
    };
  };
  expect(await load()).toEqual({ cache: "MISS", shown: true });
  expect(await load()).toEqual({ cache: "HIT", shown: true });
  await expect
    .poll(load, { timeout: 10_000, intervals: [500] })
    .toEqual({ cache: "MISS", shown: true });
  expect(await load()).toEqual({ cache: "HIT", shown: true });
});
