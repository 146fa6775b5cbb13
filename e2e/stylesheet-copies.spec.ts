import { gzipSync } from "node:zlib";

import { publicRoutes } from "../content/routes";
import { expect, test } from "./fixtures";

// Rules only the stylesheet holds: class names alone would also match the markup and RSC data.
const MARKERS = ["@keyframes splash-out", "@layer properties"];
const KiB = 1024;
// The longest page (/privacy) is 37 KiB gzip with its one copy; a second copy would add 15.
const DOCUMENT_LIMIT = 42 * KiB;

const count = (text: string, marker: string) => text.split(marker).length - 1;

test.describe("the stylesheet's bytes", () => {
  for (const { path } of publicRoutes) {
    test(`${path}: one copy in the document, none in its RSC data`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      for (const marker of MARKERS) expect(count(html, marker), marker).toBe(1);
      expect(gzipSync(html).length).toBeLessThanOrEqual(DOCUMENT_LIMIT);

      // What a client navigation fetches (Next redirects to add its cache-busting query).
      const rsc = await request.get(path, { headers: { RSC: "1" } });
      expect(rsc.headers()["content-type"]).toContain("text/x-component");
      const flight = await rsc.text();
      for (const marker of MARKERS) expect(count(flight, marker), marker).toBe(0);
    });
  }

  test("a client navigation's responses carry none of it", async ({ page }) => {
    const flights: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.headers()["content-type"]?.includes("text/x-component"))
        flights.push(response.text());
    });
    await page.goto("/about");
    await page.locator('header a[href="/services"]').first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of await Promise.all(flights))
      for (const marker of MARKERS) expect(count(flight, marker), marker).toBe(0);
    // The document's own copy still styles the new page.
    expect(await page.locator("style").evaluateAll((styles) => styles.length)).toBeGreaterThan(0);
  });
});
