import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { Page } from "@playwright/test";

import { adminPath, signInAsAdmin } from "./admin-helpers";
import { expectNoViolationsWhenStill } from "./axe";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

const SERVICE_KEY_HEADERS = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
};

/** Rows as the collection route stores them, with the service key, dated today by the database. */
async function insertVitals(rows: Array<Record<string, unknown>>) {
  const response = await fetch(`${e2eBackendUrl}/rest/v1/web_vitals`, {
    method: "POST",
    headers: {
      ...SERVICE_KEY_HEADERS,
      "content-type": "application/json",
      prefer: "return=minimal",
    },
    body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
}

const rating = (value: number, good: number, poor: number) =>
  value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";

type Vital = Record<string, unknown> & { metric: string; device: string; value: number };

/** Each value `times` times over: a p75 rests on enough samples to be rated. */
const repeated = (times: number, rows: Vital[]) => rows.flatMap((row) => Array(times).fill(row));

const lcp = (
  device: string,
  value: number,
  target = "img.e2e-hero",
  target_label: string | null = null,
) => ({
  metric: "LCP",
  device,
  value,
  rating: rating(value, 2500, 4000),
  target,
  target_label,
});

/** Every object with the same keys, as a bulk insert through the REST API wants them. */
const storeRoute = (route: string, rows: Vital[]) =>
  insertVitals(
    rows.map((row) => ({
      route,
      connection: "4g",
      interaction: null,
      target: null,
      target_label: null,
      target_section: null,
      ...row,
    })),
  );

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Whether rows are dated on an earlier day of the last `days`, read with the service key. */
async function hasEarlierVitals(days: number): Promise<boolean> {
  const range = `day=gt.${daysAgo(days)}&day=lt.${daysAgo(0)}`;
  const response = await fetch(`${e2eBackendUrl}/rest/v1/web_vitals?select=day&${range}&limit=1`, {
    headers: SERVICE_KEY_HEADERS,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length > 0;
}

const HERO_ALT = "Team planning a launch at the Kalpix studio";

/**
 * A route of its own (other tests and the collection store rows too), with p75s known exactly:
 * percentile_disc(0.75) is the 42nd of 56 values (the 6th of 8, each 7 times) and the 39th of 52
 * (the 3rd of 4, each 13 times). Poor LCPs name the hero image, by its alt text or (rows recorded
 * before words were kept) by its selector alone; the poor shift names an icon's path.
 */
async function seedKnownRoute(route: string) {
  await storeRoute(route, [
    ...repeated(
      7,
      [1000, 2000, 3000, 4000].map((value) => lcp("mobile", value)),
    ),
    ...repeated(
      5,
      [5000, 6000, 7000, 8000].map((value) => lcp("mobile", value, "img.e2e-hero", HERO_ALT)),
    ),
    ...repeated(
      2,
      [5000, 6000, 7000, 8000].map((value) => lcp("mobile", value, "img.h-auto.w-full")),
    ),
    ...repeated(
      13,
      [100, 150, 250, 300].map((value) => ({
        metric: "INP",
        device: "mobile",
        value,
        rating: rating(value, 200, 500),
        target: "button.e2e-menu",
        target_label: "Open the menu",
        interaction: "pointer",
      })),
    ),
    ...repeated(
      13,
      [0.01, 0.02, 0.05, 0.3].map((value) => ({
        metric: "CLS",
        device: "mobile",
        value,
        rating: rating(value, 0.1, 0.25),
        target: value > 0.25 ? "path" : null,
      })),
    ),
    ...repeated(
      13,
      [1200, 1500, 1800, 2100].map((value) => lcp("desktop", value)),
    ),
  ]);
}

const uniqueRoute = () =>
  `/e2e-speed-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}/[slug]`;

const routeRow = (page: Page, region: string, route: string) =>
  page.getByRole("region", { name: region }).getByRole("row").filter({ hasText: route });

test("the Speed page shows a route's p75 per device, rated in words, and names what made values poor", async ({
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

  const phones = routeRow(page, "p75 per route on phones", route);
  await expect(phones).toHaveCount(1);
  await expect(phones.getByRole("cell").nth(1)).toContainText("6.00 s");
  await expect(phones.getByRole("cell").nth(1)).toContainText("Poor");
  await expect(phones.getByRole("cell").nth(1)).toContainText("56 samples");
  await expect(phones.getByRole("cell").nth(2)).toContainText("250 ms");
  await expect(phones.getByRole("cell").nth(2)).toContainText("Needs improvement");
  await expect(phones.getByRole("cell").nth(3)).toContainText("0.050");
  await expect(phones.getByRole("cell").nth(3)).toContainText("Good");

  const desktops = routeRow(page, "p75 per route on desktops", route);
  await expect(desktops.getByRole("cell").nth(1)).toContainText("1.80 s");
  await expect(desktops.getByRole("cell").nth(1)).toContainText("Good");
  await expect(desktops.getByRole("cell").nth(2)).toHaveText("Not measured");

  // 5000 to 8000 ms are poor: 20 on the image named by its alt text, 8 recorded by selector alone.
  const poorLcp = routeRow(page, "Elements behind poor values", route).filter({ hasText: "LCP" });
  await expect(poorLcp).toContainText("28 samples");
  await expect(poorLcp).toContainText(`The image “${HERO_ALT}” (20)`);
  await expect(poorLcp).toContainText("An image (8)");
  const poorCls = routeRow(page, "Elements behind poor values", route).filter({ hasText: "CLS" });
  await expect(poorCls).toContainText("An icon (13)");
  await expect(page.getByRole("region", { name: "Elements behind poor values" })).not.toContainText(
    /img\.|\bpath\b/,
  );

  await page.goto(`${adminPath}/speed?days=7`);
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(routeRow(page, "p75 per route on phones", route)).toContainText("6.00 s");
});

test("a figure on fewer visits than a rating needs says so, without a verdict or its colour", async ({
  page,
}) => {
  const route = uniqueRoute();
  await storeRoute(
    route,
    [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000].map((value) => ({
      ...lcp("mobile", value, "p.mt-6.max-w-2xl"),
      target_section: "About Kalpix",
    })),
  );
  await signInAsAdmin(page);
  await page.goto(`${adminPath}/speed`);
  const lcpCell = routeRow(page, "p75 per route on phones", route).getByRole("cell").nth(1);
  await expect(lcpCell).toContainText("6.00 s");
  await expect(lcpCell).toContainText("Not enough visits yet");
  await expect(lcpCell).toContainText("8 samples");
  await expect(lcpCell).not.toContainText(/Poor|Needs improvement|Good/);
  // Neither the figure nor its badge wears a rating's colour.
  const colours = await lcpCell.evaluate((cell) =>
    [...cell.querySelectorAll("*")].map((element) => getComputedStyle(element).color),
  );
  const ratingColour = await page.evaluate(() => {
    const probe = document.createElement("span");
    document.body.append(probe);
    const colourOf = (name: string) => {
      probe.className = name;
      return getComputedStyle(probe).color;
    };
    const colours = [colourOf("text-red-300"), colourOf("text-amber-200")];
    probe.remove();
    return colours;
  });
  for (const colour of ratingColour) expect(colours).not.toContain(colour);

  // A paragraph has no words of its own to go by: it is found by its section's heading.
  await expect(routeRow(page, "Elements behind poor values", route)).toContainText(
    "A block of text in “About Kalpix” (4)",
  );
});

test("the day-by-day trend says there is not enough history on the first day of measurements", async ({
  page,
}) => {
  await storeRoute(uniqueRoute(), [lcp("mobile", 1800)]);
  // A run that crosses midnight UTC has stored rows on two days: there is history then.
  test.skip(await hasEarlierVitals(7), "this run's rows span midnight UTC");
  await signInAsAdmin(page);
  await page.goto(`${adminPath}/speed?days=7`);
  // In the last 7 days, this run stores rows dated today only: one day of history.
  const trend = page.getByRole("region", { name: "Day by day" });
  await expect(trend.getByText("Not enough history yet").first()).toBeVisible();
  await expect(trend.getByRole("img")).toHaveCount(0);
});

test("the Speed page shows that it is loading while the report is on its way", async ({ page }) => {
  await signInAsAdmin(page);
  // A slow connection (100 KB/s) shows what arrives first for as long as the rest takes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 100 * 1024,
    uploadThroughput: -1,
  });
  await page.goto(`${adminPath}/speed`, { waitUntil: "commit" });
  // The status and its busy region in one locator: the report may arrive between two checks.
  const loading = page
    .locator("[aria-busy=true]")
    .getByRole("status")
    .filter({ hasText: "Loading the speed report…" });
  await expect(loading).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole("heading", { name: "Speed from real visits", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Per route" })).toBeVisible({ timeout: 30_000 });
  await expect(loading).toBeHidden();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
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
      // Another day, older than the last 7 days: the trend has a line to draw.
      await storeRoute(uniqueRoute(), [{ ...lcp("mobile", 2600), day: daysAgo(20) }]);
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
