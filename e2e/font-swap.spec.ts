import type { Page } from "@playwright/test";

import { BRICOLAGE, drawnFaces, INTER } from "./drawn-faces";
import { expect, test } from "./fixtures";

/**
 * On a slow phone the page paints in the fallback face and the web fonts arrive later. The fallback
 * is stretched to the web font's metrics from whichever Arial-compatible face the device has
 * (Arial, Liberation Sans, Arimo, Roboto), so the swap moves no line. Chromium here has no Arial.
 * A face that misses the first paint would lay the whole page out again while the visitor reads,
 * so it waits for the next page; both faces always go in together.
 */
const ROUTES = [
  { route: "/", next: "About" },
  { route: "/contact", next: "About" },
  { route: "/about", next: "Contact" },
];

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
  const release = async (name: "inter" | "bricolage") => {
    const arrived = page.waitForEvent("requestfinished", (request) =>
      request.url().includes(name === "inter" ? "inter-latin" : "bricolage"),
    );
    releases.get(name)!();
    await arrived;
  };
  return { release, requests };
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** Waits until the page was first painted long enough ago that a face arriving now is too late. */
const wellAfterFirstPaint = (page: Page) =>
  page.waitForFunction(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return paint !== undefined && performance.now() - paint.startTime > 200;
  });

/** Where the first lines sit: the same in the fallback and the web face if no line moved. */
const lines = (page: Page) =>
  page.evaluate(() =>
    [document.querySelector("main h1"), document.querySelector("main p")].map((el) => {
      const box = el as HTMLElement;
      return { top: box.offsetTop, height: box.offsetHeight };
    }),
  );

test("faces in before the first paint are drawn at once", async ({ page }) => {
  await page.goto("/about");
  const heading = page.getByRole("heading", { level: 1 });
  await expect.poll(() => drawnFaces(page, heading)).toEqual([BRICOLAGE]);
  expect(await drawnFaces(page, page.getByRole("main").getByRole("paragraph").first())).toEqual([
    INTER,
  ]);
});

for (const { route, next } of ROUTES) {
  test(`${route}: web fonts that miss the first paint come with the next page and move no line`, async ({
    page,
  }) => {
    const { release, requests } = await holdFonts(page);
    await page.goto(route, { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const before = await lines(page);

    await wellAfterFirstPaint(page);
    await release("inter");
    await release("bricolage");
    await nextFrames(page);
    await nextFrames(page);
    expect(await drawnFaces(page, heading)).not.toContainEqual(BRICOLAGE);

    await page.getByRole("contentinfo").getByRole("link", { name: next, exact: true }).click();
    await expect(page).not.toHaveURL(route === "/" ? /\/$/ : new RegExp(`${route}$`));
    await expect
      .poll(() => drawnFaces(page, page.getByRole("heading", { level: 1 })))
      .toEqual([BRICOLAGE]);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect.poll(() => drawnFaces(page, heading)).toEqual([BRICOLAGE]);
    expect(await lines(page)).toEqual(before);
    // The script's loads take the preloaded responses: each file is fetched once.
    expect([...requests.values()]).toEqual([1, 1]);
  });
}

test("a face that is in waits for the other, so the page is laid out again once", async ({
  page,
}) => {
  const { release } = await holdFonts(page);
  const interIn = release("inter");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const heading = page.getByRole("heading", { level: 1 });
  const text = page.getByRole("main").getByRole("paragraph").first();
  await expect(heading).toBeVisible();
  await interIn;
  await nextFrames(page);
  await nextFrames(page);
  expect(await drawnFaces(page, text)).not.toContainEqual(INTER);

  await wellAfterFirstPaint(page);
  await release("bricolage");
  await nextFrames(page);
  await nextFrames(page);
  expect(await drawnFaces(page, text)).not.toContainEqual(INTER);

  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => drawnFaces(page, text)).toEqual([INTER]);
  expect(await drawnFaces(page, heading)).toEqual([BRICOLAGE]);
});
