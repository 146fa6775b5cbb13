import type { Page } from "@playwright/test";

import { site, splashWords, timings } from "../content/site";
import { expect, test } from "./fixtures";

test.use({ showSplash: true });

const splashOf = (page: Page) => page.locator("[data-splash-root]");

test("shows the logo, wordmark and rotating words, leaves after 6.5 s + 0.8 s, and not again this session", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await page.goto("/");
  const splash = splashOf(page);
  await expect(splash).toBeVisible();
  await expect(splash).toContainText(site.name);
  await expect(splash.locator("svg")).toBeVisible();

  // The page under it is already rendered: the splash never holds it back.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);

  // Each word takes its 1.5 s turn, in order: sample which one is showing until the fade begins.
  const shown = await page.evaluate(async (fadeAt) => {
    const seen: string[] = [];
    const words = [...document.querySelectorAll<HTMLElement>("[data-splash-word]")];
    while (performance.now() < fadeAt - 100) {
      const visible = words.find((w) => getComputedStyle(w).visibility === "visible");
      const text = visible?.textContent ?? "";
      if (text && seen.at(-1) !== text) seen.push(text);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  }, timings.splashVisibleMs);
  const start = splashWords.indexOf(shown[0] as (typeof splashWords)[number]);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(shown.length).toBeGreaterThanOrEqual(4);
  shown.forEach((word, i) => expect(word).toBe(splashWords[(start + i) % splashWords.length]));
  const wordDelays = await splash.locator("[data-splash-word]").evaluateAll((els) =>
    els.map((el) => (el.getAnimations()[0]?.effect as KeyframeEffect | undefined)?.getTiming().delay),
  );
  expect(wordDelays).toEqual(splashWords.map((_, i) => i * timings.splashWordMs));

  // The timing is the CSS animation itself: a 0.8 s fade that starts at 6.5 s.
  const timing = await splash.evaluate((el) =>
    el.getAnimations().map((a) => {
      const t = (a.effect as KeyframeEffect).getTiming();
      return { name: (a as CSSAnimation).animationName, delay: t.delay, duration: t.duration };
    }),
  );
  expect(timing).toContainEqual({ name: "splash-out", delay: timings.splashVisibleMs, duration: timings.splashFadeMs });

  await expect(splash).toBeHidden({ timeout: timings.splashVisibleMs + timings.splashFadeMs + 1500 });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(splashOf(page)).toBeHidden();
});

test("is dismissed by Escape", async ({ page }) => {
  await page.goto("/");
  await expect(splashOf(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(splashOf(page)).toBeHidden({ timeout: 2000 });
});

test("is dismissed by a click", async ({ page }) => {
  await page.goto("/");
  await splashOf(page).click();
  await expect(splashOf(page)).toBeHidden({ timeout: 2000 });
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
});

test("is decorative: hidden from assistive technology", async ({ page }) => {
  await page.goto("/");
  await expect(splashOf(page)).toHaveAttribute("aria-hidden", "true");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);
  const snapshot = await page.locator("body").ariaSnapshot();
  for (const word of splashWords) expect(snapshot).not.toContain(word);
});

test.describe("with reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });
  test("is skipped", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(splashOf(page)).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("still shows and leaves on its own, over a fully rendered page", async ({ page }) => {
    test.setTimeout(30_000);
    await page.goto("/");
    await expect(splashOf(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);
    await expect(splashOf(page)).toBeHidden({ timeout: timings.splashVisibleMs + timings.splashFadeMs + 1500 });
  });
});
