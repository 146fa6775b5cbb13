import type { Page } from "@playwright/test";

import { unique } from "./admin-helpers";
import { sendContactForm } from "./contact-form";
import { expect, test } from "./fixtures";

/**
 * Every script a page fetches before its largest paint delays that paint (and Lighthouse counts
 * it), so the public pages' client islands leave out what they can do without: tailwind-merge
 * (with cva and Radix Slot, ~11 KB) and sonner (~11 KB) until a toast is on its way.
 */
const markers = {
  // A class group in tailwind-merge's default config, in every build of it.
  "tailwind-merge": "fvn-normal",
  sonner: "data-sonner-toaster",
};

/** Records the scripts the page fetches; `sources()` waits for their bodies. */
function recordScripts(page: Page) {
  const bodies: Promise<{ url: string; source: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(
      response
        .text()
        .catch(() => "")
        .then((source) => ({ url: response.url(), source })),
    );
  });
  return { sources: () => Promise.all(bodies) };
}

function carrying(scripts: { url: string; source: string }[], marker: string) {
  return scripts.filter(({ source }) => source.includes(marker)).map(({ url }) => url);
}

const leftOut: Record<string, (keyof typeof markers)[]> = {
  "/contact": ["tailwind-merge", "sonner"],
  "/reviews": ["tailwind-merge", "sonner"],
  "/portfolio": ["tailwind-merge", "sonner"],
};

for (const [path, libraries] of Object.entries(leftOut)) {
  test(`${path} loads none of ${libraries.join(", ")} with the page`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: "networkidle" });
    const firstLoad = await scripts.sources();
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const library of libraries) expect(carrying(firstLoad, markers[library])).toEqual([]);
  });
}

test("the contact form fetches sonner once it is used, and its toast shows", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/contact", { waitUntil: "networkidle" });
  expect(carrying(await scripts.sources(), markers.sonner)).toEqual([]);

  await sendContactForm(page, {
    name: unique("Lazy Toast"),
    email: "lazy.toast@example.com",
    message: "Checking that the toast still shows.",
  });
  const toast = page.locator("[data-sonner-toast]", {
    hasText: "Thank you! Your message has been sent.",
  });
  await expect(toast).toBeVisible();
  expect(carrying(await scripts.sources(), markers.sonner)).not.toEqual([]);
  expect(carrying(await scripts.sources(), markers["tailwind-merge"])).toEqual([]);
});
