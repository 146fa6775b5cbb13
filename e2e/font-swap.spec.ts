import type { Page } from "@playwright/test";

import { BRICOLAGE, drawnFaces, INTER } from "./drawn-faces";
import { expect, test } from "./fixtures";

/**
 * On a slow phone the page paints in the fallback face and the web fonts arrive later. The fallback
 * is stretched to the web font's metrics from whichever Arial-compatible face the device has
 * (Arial, Liberation Sans, Arimo, Roboto), so the swap moves no line. Chromium here has no Arial.
 * Each face that arrives lays the whole page out again, so both are put in together.
 */
const ROUTES = ["/", "/contact", "/about"];

test.use({ viewport: { width: 390, height: 844 } });

/** Holds back each web font until its release is called; counts the requests for each file. */
async function holdFonts(page: Page) {
  const releases = new Map<string, () => void>();
  const held = (name: string) => new Promise<void>((resolve) => releases.set(name, resolve));
  const waits = { inter: held("inter"), bricolage: held("bricolage") };
  const requests = new Map<string, number>();
  await page.route("**/*.woff2", async (routed) => {
    const url = routed.request().url();
    requests.set(url, (requests.get(url) ?? 0) + 1);
    await (url.includes("bricolage") ? waits.bricolage : waits.inter);
    await routed.continue();
  });
  const release = (name: "inter" | "bricolage") => releases.get(name)!();
  return { release, requests };
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

for (const route of ROUTES) {
  test(`${route}: the web fonts arriving after the first paint shift nothing`, async ({ page }) => {
    const { release, requests } = await holdFonts(page);
    await page.addInitScript(() => {
      const total = window as unknown as { __shift: number };
      total.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number }>)
          total.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });

    await page.goto(route, { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    expect(await drawnFaces(page, heading)).not.toContainEqual(BRICOLAGE);
    release("inter");
    release("bricolage");
    await expect.poll(() => drawnFaces(page, heading)).toEqual([BRICOLAGE]);
    await nextFrames(page);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.01);
    // The script's loads take the preloaded responses: each file is fetched once.
    expect([...requests.values()]).toEqual([1, 1]);
  });
}

test("one face that has arrived waits for the other, so the page is laid out again once", async ({
  page,
}) => {
  const { release } = await holdFonts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const heading = page.getByRole("heading", { level: 1 });
  const text = page.getByRole("main").getByRole("paragraph").first();
  await expect(heading).toBeVisible();

  const interArrived = page.waitForEvent("requestfinished", (request) =>
    request.url().includes("inter-latin"),
  );
  release("inter");
  await interArrived;
  await nextFrames(page);
  await nextFrames(page);
  expect(await drawnFaces(page, text)).not.toContainEqual(INTER);

  release("bricolage");
  await expect.poll(() => drawnFaces(page, text)).toContainEqual(INTER);
  expect(await drawnFaces(page, heading)).toEqual([BRICOLAGE]);
});
