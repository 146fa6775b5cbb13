import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";

import { adminPath, signInAsAdmin } from "./admin-helpers";
import { expectNoViolationsWhenStill } from "./axe";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

/** Rows as the collection route stores them, with the service key, dated today by the database. */
async function insertVitals(rows: Array<Record<string, unknown>>) {
  const response = await fetch(`${e2eBackendUrl}/rest/v1/web_vitals`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
      prefer: "return=minimal",
    },
    body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
}

const rating = (value: number, good: number, poor: number) =>
  value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";

/**
 * A route of its own (other tests and the collection store rows too), with p75s known exactly:
 * percentile_disc(0.75) is the 6th of 8 values and the 3rd of 4.
 */
async function seedKnownRoute(route: string) {
  const rows = [
    ...[1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000].map((value) => ({
      metric: "LCP",
      device: "mobile",
      value,
      rating: rating(value, 2500, 4000),
      target: "img.e2e-hero",
    })),
    ...[100, 150, 250, 300].map((value) => ({
      metric: "INP",
      device: "mobile",
      value,
      rating: rating(value, 200, 500),
      target: "button.e2e-menu",
      interaction: "pointer",
    })),
    ...[0.01, 0.02, 0.05, 0.3].map((value) => ({
      metric: "CLS",
      device: "mobile",
      value,
      rating: rating(value, 0.1, 0.25),
      target: null,
    })),
    ...[1200, 1500, 1800, 2100].map((value) => ({
      metric: "LCP",
      device: "desktop",
      value,
      rating: rating(value, 2500, 4000),
      target: "img.e2e-hero",
    })),
  ];
  // Every object with the same keys, as a bulk insert through the REST API wants them.
  await insertVitals(rows.map((row) => ({ route, connection: "4g", interaction: null, ...row })));
}

const uniqueRoute = () =>
  `/e2e-speed-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}/[slug]`;

test("the Speed page shows a route's p75 per device, rated in words, and its poor values' element", async ({
  page,
}) => {
  const route = uniqueRoute();
  await seedKnownRoute(route);
  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Speed" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Speed from real visits", level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Speed" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "The whole site" })).toBeVisible();

  const phones = page
    .getByRole("region", { name: "p75 per route on phones" })
    .getByRole("row")
    .filter({ hasText: route });
  await expect(phones).toHaveCount(1);
  await expect(phones.getByRole("cell").nth(1)).toContainText("6.00 s");
  await expect(phones.getByRole("cell").nth(1)).toContainText("Poor");
  await expect(phones.getByRole("cell").nth(1)).toContainText("8 samples");
  await expect(phones.getByRole("cell").nth(2)).toContainText("250 ms");
  await expect(phones.getByRole("cell").nth(2)).toContainText("Needs improvement");
  await expect(phones.getByRole("cell").nth(3)).toContainText("0.050");
  await expect(phones.getByRole("cell").nth(3)).toContainText("Good");

  const desktops = page
    .getByRole("region", { name: "p75 per route on desktops" })
    .getByRole("row")
    .filter({ hasText: route });
  await expect(desktops.getByRole("cell").nth(1)).toContainText("1.80 s");
  await expect(desktops.getByRole("cell").nth(1)).toContainText("Good");
  await expect(desktops.getByRole("cell").nth(2)).toHaveText("Not measured");

  // 5000 to 8000 ms are poor: four of them, all on the same image.
  const poor = page
    .getByRole("region", { name: "Elements behind poor values" })
    .getByRole("row")
    .filter({ hasText: route });
  await expect(poor).toContainText("LCP");
  await expect(poor).toContainText("4 samples");
  await expect(poor).toContainText("img.e2e-hero (4)");

  await page.goto(`${adminPath}/speed?days=7`);
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("region", { name: "p75 per route on phones" }).getByRole("row").filter({
      hasText: route,
    }),
  ).toContainText("6.00 s");
});

for (const width of [390, 1440]) {
  test.describe(`the Speed page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("has no detectable accessibility violations, with a day-by-day table open", async ({
      page,
    }) => {
      // A sign-in and two analyses take 21-32 s on a 2-core machine, across the default 30.
      test.setTimeout(60_000);
      await seedKnownRoute(uniqueRoute());
      await signInAsAdmin(page);
      await page.goto(`${adminPath}/speed`);
      await expect(page.getByRole("heading", { name: "Per route" })).toBeVisible();
      await expectNoViolationsWhenStill(page);
      await page.getByText("Every day's LCP").click();
      await expect(page.getByRole("table", { name: "LCP p75 per day" })).toBeVisible();
      await expectNoViolationsWhenStill(page);
    });
  });
}
