import { gzipSync } from "node:zlib";

import type { Page } from "@playwright/test";

import { serviceRows, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Field data from real visits, end to end: a page view in Chromium, with a click and a layout
 * shift, leaves one row per metric in web_vitals once the page is hidden, under the route's pattern
 * and with no cookie set; a hand-made report with a query string or hostile selectors stores
 * nothing personal. Every public page reports, so a view's rows are told apart by the id of the
 * button clicked in it (its INP target) and by the one insert that stored them (one created_at).
 */

type VitalRow = {
  created_at: string;
  route: string;
  metric: string;
  value: number;
  rating: string;
  target: string | null;
  target_label: string | null;
  target_section: string | null;
  interaction: string | null;
  device: string;
  connection: string | null;
};

/** What the table's target check allows (supabase/migrations/20261128100000_web_vitals.sql). */
const STORABLE_TARGET = /^[A-Za-z0-9#._>:/()%[\]-]{1,120}$/;

async function vitalRows(route: string): Promise<VitalRow[]> {
  const query = `route=eq.${encodeURIComponent(route)}&order=id.desc&limit=1000`;
  return (await serviceRows(`web_vitals?${query}`)) as unknown as VitalRow[];
}

/** The rows of the view whose INP target is `#buttonId`, by metric name. */
async function viewRows(route: string, buttonId: string): Promise<VitalRow[]> {
  const rows = await vitalRows(route);
  const inp = rows.find((row) => row.metric === "INP" && row.target?.endsWith(`#${buttonId}`));
  if (!inp) return [];
  return rows
    .filter((row) => row.created_at === inp.created_at)
    .sort((a, b) => a.metric.localeCompare(b.metric));
}

/** Waits for the reporter's chunk (the only script naming the route) and returns it. */
function reporterChunk(page: Page): Promise<{ url: string; gzipBytes: number }> {
  return page
    .waitForResponse(
      async (response) =>
        response.request().resourceType() === "script" &&
        (await response.text().catch(() => "")).includes("/api/vitals"),
    )
    .then(async (response) => ({
      url: response.url(),
      gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
    }));
}

/** Pushes the page down under a tall banner (a layout shift) that holds a button to click. */
async function shiftAndAddButton(page: Page, buttonId: string) {
  await page.evaluate((id) => {
    const banner = document.createElement("div");
    banner.style.cssText =
      "height:320px;display:flex;align-items:center;justify-content:center;position:relative;z-index:100";
    const button = document.createElement("button");
    button.id = id;
    button.type = "button";
    button.innerHTML =
      '<svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true"><path d="M2 2h20v20H2z"/></svg> Send  the\n report';
    banner.append(button);
    document.body.prepend(banner);
  }, buttonId);
}

const visits = [
  {
    path: "/about",
    route: "/about",
    viewport: { width: 1280, height: 800 },
    device: "desktop",
  },
  {
    path: "/blog/how-to-choose-web-dev-agency?utm_source=e2e&email=jane@example.com",
    route: "/blog/[slug]",
    viewport: { width: 390, height: 844 },
    device: "mobile",
  },
];

for (const visit of visits) {
  test(`a ${visit.device} view of ${visit.route} stores each metric once the page is hidden`, async ({
    page,
    context,
  }) => {
    const buttonId = unique("vitals-e2e").replace(/\s/g, "-");
    await page.setViewportSize(visit.viewport);
    const chunk = reporterChunk(page);
    await page.goto(visit.path);
    const { url: chunkUrl, gzipBytes } = await chunk;
    // The reporter's whole cost to a page: at most 3 KB gzip.
    expect(gzipBytes).toBeLessThanOrEqual(3 * 1024);
    await page.waitForLoadState("networkidle");

    // Fetched only after the page's load event: never part of what the first paint waits for.
    const afterLoad = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType(
        "navigation",
      )[0] as PerformanceNavigationTiming;
      const fetched = performance.getEntriesByName(url)[0];
      return Boolean(
        fetched && navigation.loadEventEnd > 0 && fetched.startTime >= navigation.loadEventEnd,
      );
    }, chunkUrl);
    expect(afterLoad).toBe(true);

    await shiftAndAddButton(page, buttonId);
    // On the icon: a person tapped the button, and the row says so.
    await page.locator(`#${buttonId} path`).click();
    // A busy page (a slow phone, a page still at work) has no idle moment before the person leaves.
    await page.evaluate(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now() + 20;
        while (performance.now() < end);
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    // The browser records an interaction after the frame that follows it; leave only then.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((_list, observer) => {
            observer.disconnect();
            resolve();
          }).observe({ type: "first-input", buffered: true }),
        ),
    );
    // Leaving the page hides it: the reporter sends its one batch.
    await page.goto("/robots.txt");

    await expect
      .poll(async () => (await viewRows(visit.route, buttonId)).map(({ metric }) => metric), {
        timeout: 15_000,
      })
      .toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    const rows = await viewRows(visit.route, buttonId);
    const byMetric = Object.fromEntries(rows.map((row) => [row.metric, row]));
    for (const row of rows) {
      expect(row.route).toBe(visit.route);
      expect(row.device).toBe(visit.device);
      expect([null, "slow-2g", "2g", "3g", "4g"]).toContain(row.connection);
      expect(["good", "needs-improvement", "poor"]).toContain(row.rating);
      if (row.target !== null) expect(row.target).toMatch(STORABLE_TARGET);
    }
    expect(byMetric.INP).toMatchObject({
      target: `button#${buttonId}`,
      target_label: "Send the report",
      interaction: "pointer",
    });
    expect(byMetric.CLS!.value).toBeGreaterThan(0);
    expect(byMetric.CLS!.target).not.toBeNull();
    expect(byMetric.LCP!.target).not.toBeNull();
    expect(byMetric.FCP!.target).toBeNull();
    expect(byMetric.TTFB!.target).toBeNull();
    expect(JSON.stringify(rows)).not.toMatch(/utm|jane|example\.com|\?/);
    // The page's largest element, a paragraph here, is placed by its section's heading.
    expect(byMetric.LCP!.target_label ?? byMetric.LCP!.target_section).toBeTruthy();
    expect(await context.cookies()).toEqual([]);
  });
}

test("a report with a query string or hostile selectors stores nothing personal", async ({
  request,
}) => {
  const marker = unique("vitals-hostile").replace(/\s/g, "-");
  // As a beacon sends it: text/plain.
  const postText = (text: string) =>
    request.post("/api/vitals", {
      headers: { "content-type": "text/plain;charset=UTF-8" },
      data: text,
    });
  const post = (report: unknown) => postText(JSON.stringify(report));

  const hostile = await post({
    path: "/contact?email=jane@example.com&phone=5550100#form",
    width: 1280,
    connection: "4g",
    metrics: [
      {
        name: "LCP",
        value: 1500,
        rating: "good",
        target: `input#${marker}[value="jane@example.com"]`,
        label: "jane@example.com",
      },
      {
        name: "INP",
        value: 80,
        rating: "good",
        target: `<img src=x onerror="alert('${marker}')">`,
        label: `<img src=x onerror="alert('${marker}')">\u0000\n`,
        interaction: "keyboard",
      },
    ],
  });
  expect(hostile.status()).toBe(204);
  const rows = (await vitalRows("/contact")).filter((row) => row.target?.includes(marker));
  expect(rows.map(({ metric }) => metric).sort()).toEqual(["INP", "LCP"]);
  for (const row of rows) {
    expect(row.route).toBe("/contact");
    expect(row.target).toMatch(STORABLE_TARGET);
  }
  // Markup and an address are not words a page of the site holds: neither is kept.
  expect(rows.map(({ metric, target_label }) => [metric, target_label]).sort()).toEqual([
    ["INP", null],
    ["LCP", null],
  ]);
  const targets = rows.map(({ target, interaction }) => ({ target, interaction }));
  expect(JSON.stringify(targets)).not.toMatch(/jane@|5550100|\?|=|'|<|\\"/);

  // Refused whole, and still answered 204: an unknown page, an unknown metric, a body over 8 KB.
  const lcp = { name: "LCP", value: 1, rating: "good", target: marker };
  const refused = [
    JSON.stringify({ path: "/wp-admin", width: 1280, metrics: [lcp] }),
    JSON.stringify({ path: "/contact", width: 1280, metrics: [{ ...lcp, name: "FID" }] }),
    JSON.stringify({ path: "/contact", width: 1280, metrics: [lcp] }) + " ".repeat(9000),
  ];
  for (const text of refused) expect((await postText(text)).status()).toBe(204);
  const all = await serviceRows(`web_vitals?order=id.desc&limit=1000`);
  expect(all.filter((row) => String(row.target).includes(marker))).toHaveLength(2);
});
