// Screenshots of a running site at phone and desktop widths, for looking at what we build:
//   node scripts/screenshot.mjs [baseURL] [path ...]   (files land in .screenshots/)
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

import { systemChromium } from "./system-chromium.mjs";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ["/"];
const executablePath = systemChromium();
mkdirSync(".screenshots", { recursive: true });

const browser = await chromium.launch({
  executablePath,
  args: ["--disable-background-networking", "--no-first-run"],
});
for (const width of [390, 1440]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  await context.addInitScript(() => sessionStorage.setItem("kalpix:splash-seen", "1"));
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(new URL(route, base).toString(), { waitUntil: "load" });
    // Scroll through once so in-view reveals run, then back to the top for the full-page shot.
    for (let y = 0; y < 8000; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.waitForTimeout(120);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(1500);
    const name = route === "/" ? "home" : route.replace(/^\//, "").replace(/\//g, "_");
    await page.screenshot({
      path: `.screenshots/${name}-${width}.png`,
      fullPage: process.env.FULL !== "0",
    });
  }
  await context.close();
}
if (process.env.SPLASH) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(base);
  await page.waitForTimeout(800);
  await page.screenshot({ path: ".screenshots/splash-1440.png" });
  await context.close();
}
await browser.close();
console.log("screenshots in .screenshots/");
