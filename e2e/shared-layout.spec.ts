import { site } from "../content/site";
import { expectNoViolationsWhenStill } from "./axe";
import { expect, test } from "./fixtures";

test.describe("header", () => {
  test("turns translucent, blurred and shadowed beyond 10 px of scroll, and back at or below it", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-scrolled", "false");

    const scrollTo = (top: number) =>
      page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);

    await scrollTo(11);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    await expect(header).not.toHaveCSS("box-shadow", "none");

    await scrollTo(9);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("backdrop-filter", "none");
    await expect(header).toHaveCSS("box-shadow", "none");

    await scrollTo(10);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("links the logo home and highlights the active section", async ({ page }) => {
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Portfolio" })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );

    await page.goto("/portfolio/axero");
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );

    await page
      .getByRole("banner")
      .getByRole("link", { name: `${site.name}, home` })
      .click();
    await expect(page).toHaveURL("/");
    await expect(nav.getByRole("link", { name: "Portfolio" })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
  });

  test("hides About on very small screens and shows Contact Us from small screens up", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeHidden();

    await page.setViewportSize({ width: 480, height: 800 });
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    const contact = nav.getByRole("link", { name: "Contact Us" });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute("href", "/contact");
  });
});

test.describe("skip link", () => {
  // The browser moves where Tab starts to the target; a focusable <main> would pull later Tabs
  // back to its top after every click on its text.
  test("sends the next Tab into the main content, past the header", async ({ page }) => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const next = page.locator(":focus");
    await expect(next).toHaveCount(1);
    expect(await next.evaluate((el) => Boolean(el.closest("main")))).toBe(true);
  });
});

test.describe("header menu on a phone", () => {
  const sections = [
    ["About", "/about"],
    ["Services", "/services"],
    ["Portfolio", "/portfolio"],
    ["Blog", "/blog"],
    ["Reviews", "/reviews"],
    ["Contact", "/contact"],
  ] as const;

  test("opens the site's sections, moves focus in and back, closes on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menu = page.getByRole("banner").locator("summary", { hasText: "Menu" });
    await expect(menu).toBeVisible();
    const list = page.getByRole("navigation", { name: "Site sections" });
    await expect(list).toBeHidden();

    await menu.click();
    await expect(list).toBeVisible();
    for (const [name, href] of sections)
      await expect(list.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    // The hero behind the open menu may still be fading in: contrast is judged once it has.
    await expectNoViolationsWhenStill(page);
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "About", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.press("Enter");
    await list.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(list).toBeHidden();
  });

  test("is not there from the small breakpoint up, where Contact Us is", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("banner").locator("summary", { hasText: "Menu" })).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("still opens and reaches Contact", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
      const list = page.getByRole("navigation", { name: "Site sections" });
      await list.getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL("/contact");
    });
  });
});

test.describe("footer", () => {
  test("has the logo, tagline, the five links and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: `${site.name}, home` })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(footer).toContainText(site.tagline);
    const expected = [
      ["About", "/about"],
      ["Services", "/services"],
      ["Portfolio", "/portfolio"],
      ["Contact", "/contact"],
      ["Policies", "/policies"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} ${site.name}. All rights reserved.`,
    );
  });

  test("also links the blog, the reviews and every location page, in two named columns", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" });
    await expect(nav.getByRole("heading")).toHaveText(["Explore", "Where we work"]);
    await expect(nav.getByRole("link")).toHaveText([
      "About",
      "Services",
      "Portfolio",
      "Contact",
      "Policies",
      "Blog",
      "Reviews",
      "Delhi office",
      "India",
      "USA",
      "UK",
      "UAE",
      "Singapore",
      "Australia",
    ]);
    const hrefs = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.slice(5)).toEqual([
      "/blog",
      "/reviews",
      "/locations/delhi",
      "/locations/india",
      "/locations/usa",
      "/locations/uk",
      "/locations/uae",
      "/locations/singapore",
      "/locations/australia",
    ]);
  });
});

test.describe("links", () => {
  test("move between pages without reloading, prefetching a page when pointed at", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const prefetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === "/services" && request.headers()["rsc"] === "1",
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Services" }).hover();
    await prefetched;
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The same document: a client-side navigation, as next/link gave before.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  test("leave a modified click (a new tab) to the browser", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" });
    const popup = page.context().waitForEvent("page");
    await services.click({ modifiers: ["ControlOrMeta"] });
    await (await popup).close();
    await expect(page).toHaveURL("/");
  });
});

test.describe("scrolling", () => {
  test("scrolls smoothly within a page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
  });

  test("starts every route change at the top", async ({ page }) => {
    await page.goto("/a-page-that-is-not-here");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: `${site.name}, home` })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Policies" }).click();
    await expect(page).toHaveURL("/policies");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Back returns to where the visitor was at once, not by scrolling there", async ({
    page,
  }) => {
    await page.goto("/services");
    const card = page.locator('main a[href="/services/product-mockups-gfx"]');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    // Where the press happened: a click that finds its target still moving scrolls again first.
    await page.evaluate(() =>
      addEventListener(
        "pointerdown",
        () => ((window as unknown as { __left: number }).__left = window.scrollY),
        {
          capture: true,
          once: true,
        },
      ),
    );
    await card.click();
    await expect(page).toHaveURL("/services/product-mockups-gfx");
    const left = await page.evaluate(() => (window as unknown as { __left: number }).__left);
    expect(left).toBeGreaterThan(400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __seen: number[] }).__seen = seen;
      addEventListener("scroll", () => seen.push(Math.round(window.scrollY)), { passive: true });
    });
    await page.goBack();
    await expect(page).toHaveURL("/services");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    const seen = await page.evaluate(() => (window as unknown as { __seen: number[] }).__seen);
    // A smooth scroll passes through the positions in between; a restore jumps.
    expect(seen.filter((y) => y > 50 && Math.abs(y - left) > 50)).toEqual([]);

    // A link followed after it still starts its page at the top, and the page scrolls smoothly again.
    await page.getByRole("contentinfo").getByRole("link", { name: "Policies" }).click();
    await expect(page).toHaveURL("/policies");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
  });
});

test.describe("page hero", () => {
  test("plays its entrance once and then lets go of it: nothing of the animation stays in effect", async ({
    page,
  }) => {
    await page.goto("/contact");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // A finished animation that still fills keeps its element on a compositor layer of its own.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              document
                .getAnimations()
                .filter((animation) => (animation as CSSAnimation).animationName === "hero-in")
                .length,
          ),
        { timeout: 5_000 },
      )
      .toBe(0);
    await expect(heading).toHaveCSS("opacity", "1");
    await expect(heading).toHaveCSS("transform", "none");
  });
});
