import { copySamples, portfolioHead, projects, videos } from "../content/portfolio";
import { site } from "../content/site";
import { siteUrl } from "../lib/env/public";
import { expect, test } from "./fixtures";

const sectionNames = {
  mockups: "Product Mockups",
  projects: "Featured Projects",
  videos: "Video Showcase",
  copy: "Copywriting & Content",
} as const;

/** Which sections each filter shows, as `content/portfolio.ts` says. */
const table: Record<string, (keyof typeof sectionNames)[]> = {
  All: ["mockups", "projects", "videos", "copy"],
  "AI Apps": ["projects"],
  Websites: ["projects"],
  Ads: ["videos", "copy"],
  Videos: ["videos"],
  Mockups: ["mockups"],
};

test.describe("/portfolio", () => {
  test("filters show their sections and expose the selected one as pressed", async ({ page }) => {
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { level: 1, name: "Our Work" })).toBeVisible();
    const filters = page.getByRole("group", { name: "Filter work by type" });
    await expect(filters.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    for (const [filter, shown] of Object.entries(table)) {
      await filters.getByRole("button", { name: filter, exact: true }).click();
      for (const button of await filters.getByRole("button").all()) {
        const name = (await button.textContent())?.trim();
        await expect(button).toHaveAttribute("aria-pressed", String(name === filter));
      }
      for (const [section, title] of Object.entries(sectionNames)) {
        const heading = page.getByRole("heading", { level: 2, name: title, exact: true });
        if (shown.includes(section as keyof typeof sectionNames))
          await expect(heading).toBeVisible();
        else await expect(heading).toBeHidden();
      }
      await expect(page.getByRole("link", { name: "Start Your Project" })).toBeVisible();
    }
  });

  test("a filter stays in the address: Back from a project returns to it, where the visitor was", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const filters = page.getByRole("group", { name: "Filter work by type" });
    const aiApps = filters.getByRole("button", { name: "AI Apps", exact: true });
    await aiApps.click();
    await expect(page).toHaveURL("/portfolio?type=ai-apps");
    const learnMore = page.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(1);
    await learnMore.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const left = await page.evaluate(() => window.scrollY);

    await learnMore.click();
    await expect(page).toHaveURL("/portfolio/axero");
    await page.goBack();
    await expect(page).toHaveURL("/portfolio?type=ai-apps");
    await expect(aiApps).toHaveAttribute("aria-pressed", "true");
    await expect(learnMore).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await expect(learnMore).toBeInViewport();

    await page.reload();
    await expect(aiApps).toHaveAttribute("aria-pressed", "true");
    await expect(learnMore).toHaveCount(1);
    await filters.getByRole("button", { name: "All", exact: true }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(learnMore).toHaveCount(4);
  });

  test("project cards follow the category filter, with 'Learn More' links", async ({ page }) => {
    await page.goto("/portfolio");
    const filters = page.getByRole("group", { name: "Filter work by type" });
    const learnMore = page.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(4);
    await filters.getByRole("button", { name: "AI Apps" }).click();
    await expect(learnMore).toHaveCount(1);
    await expect(learnMore).toHaveAttribute("href", "/portfolio/axero");
    await filters.getByRole("button", { name: "Websites" }).click();
    await expect(learnMore).toHaveCount(3);
  });

  test("first project image loads eagerly, the others lazily", async ({ page }) => {
    await page.goto("/portfolio");
    const images = page.locator("article img");
    await expect(images).toHaveCount(4);
    await expect(images.nth(0)).toHaveAttribute("loading", "eager");
    for (const index of [1, 2, 3])
      await expect(images.nth(index)).toHaveAttribute("loading", "lazy");
  });

  for (const width of [390, 1440]) {
    test(`opens at its top at ${width} px, and a link to a section goes to it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/portfolio");
      await expect(page.getByRole("heading", { level: 1, name: "Our Work" })).toBeInViewport();
      // Longer than any scroll the page could start on its own after load.
      await page.waitForTimeout(1_500);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto("/about");
      await page.goto("/portfolio#product-mockups");
      await expect(
        page.getByRole("heading", { level: 2, name: "Product Mockups" }),
      ).toBeInViewport();
      // The page scrolls smoothly: the heading can be in view before the scroll has ended.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    });
  }

  test("asks for the mockup on top first: it is the largest paint once the page scrolls to it", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const cards = page.getByTestId("mockup-stack").locator("img");
    await expect(cards.first()).toHaveAttribute("fetchpriority", "high");
    await expect(page.getByTestId("mockup-stack").locator('img[fetchpriority="high"]')).toHaveCount(
      1,
    );
  });

  test("a mockup card goes to the back on click, on the keyboard and on a long drag", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const stack = page.getByTestId("mockup-stack");
    const top = stack.locator("[data-top]");
    const topId = () => top.getAttribute("data-mockup");
    await expect(top).toHaveAttribute("data-mockup", "serum");

    await stack.getByRole("button", { name: /send to back/ }).click();
    await expect(top).toHaveAttribute("data-mockup", "tea-box");

    await top.focus();
    await page.keyboard.press("Enter");
    await expect(top).toHaveAttribute("data-mockup", "phone");
    await expect(top).toBeFocused();

    // A short drag snaps back and does not count as a click.
    await top.scrollIntoViewIfNeeded();
    let box = (await top.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await topId()).toBe("phone");

    box = (await top.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 260, box.y + box.height / 2 + 20, { steps: 12 });
    await page.mouse.up();
    await expect(top).toHaveAttribute("data-mockup", "shipping-box");
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test("an up or down swipe over the mockups is the page's, a sideways one sends a card back", async ({
      page,
    }) => {
      await page.goto("/portfolio");
      const top = page.getByTestId("mockup-stack").locator("[data-top]");
      await top.scrollIntoViewIfNeeded();
      // The browser may pan the page from the card: only a page that blocks it can trap a swipe.
      expect(await top.evaluate((card) => getComputedStyle(card).touchAction)).toBe("pan-y");
      const box = (await top.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const swipe = (distance: { xDistance?: number; yDistance?: number }) =>
        cdp.send("Input.synthesizeScrollGesture", {
          x: Math.round(box.x + box.width / 2),
          y: Math.round(box.y + Math.min(box.height / 2, 200)),
          gestureSourceType: "touch",
          ...distance,
        });
      await swipe({ yDistance: -250 });
      await page.waitForTimeout(600);
      await expect(top).toHaveAttribute("data-mockup", "serum");
      await swipe({ xDistance: 250 });
      await expect(top).toHaveAttribute("data-mockup", "tea-box");
    });
  });

  test("a video opens in a modal dialog that traps focus; Escape closes it and stops the player", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(page.locator("video")).toHaveCount(0);
    const first = videos[0]!;
    const thumbnail = page.getByRole("button", { name: `Play ${first.title}` });
    await thumbnail.click();

    const dialog = page.getByRole("dialog", { name: first.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(dialog.locator("video")).toHaveAttribute("src", first.videoUrl);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate(
        (node) => node.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(thumbnail).toBeFocused();

    await page.getByRole("button", { name: `Play ${videos[1]!.title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("video")).toHaveCount(0);
  });

  test("the blurred bar behind a video's dim overlay is opaque, unblurred, while it is up", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const bar = page.getByRole("group", { name: "Filter work by type" }).locator("..");
    const blur = () => bar.evaluate((node) => getComputedStyle(node).backdropFilter);
    await expect.poll(blur).toMatch(/^blur\(/);
    await page.getByRole("button", { name: `Play ${videos[0]!.title}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(blur).toBe("none");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect.poll(blur).toMatch(/^blur\(/);
  });

  test("the dimmed page behind a video goes with it, however the dialog is closed", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const videosFilter = page.getByRole("button", { name: "Videos", exact: true });
    const play = page.getByRole("button", { name: `Play ${videos[0]!.title}` });
    const closeBy = {
      "the Close button": () =>
        page.getByRole("dialog").getByRole("button", { name: "Close" }).click(),
      Escape: () => page.keyboard.press("Escape"),
      // The backdrop: a point of the viewport outside the dialog's box.
      "a click beside the dialog": () => page.mouse.click(4, 200),
    };
    for (const [how, close] of Object.entries(closeBy)) {
      await play.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      // While it is open, the page behind takes no clicks.
      await expect(videosFilter.click({ timeout: 1_000 }), how).rejects.toThrow();
      await close();
      await expect(page.getByRole("dialog"), how).toBeHidden();
      await expect(play, how).toBeFocused();
      // Nothing left covering the page: a click behind reaches its button.
      await videosFilter.click({ timeout: 5_000 });
      await expect(videosFilter, how).toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: "All", exact: true }).click();
    }
  });

  test("raw HTML: every section, the copy cards and the structured data, without JavaScript", async ({
    request,
  }) => {
    const response = await request.get("/portfolio");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<title>${portfolioHead.title.replace("&", "&amp;")} | ${site.name}</title>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/portfolio"/>`);
    for (const title of Object.values(sectionNames))
      expect(html).toContain(title.replace("&", "&amp;"));
    for (const sample of copySamples) expect(html).toContain(sample.title);
    for (const project of projects) expect(html).toContain(`href="/portfolio/${project.slug}"`);
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain("<video");
    const types = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => (JSON.parse(m[1] ?? "null") as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["CollectionPage", "BreadcrumbList"]));
  });
});

test.describe("/portfolio/<slug>", () => {
  for (const project of projects) {
    test(`${project.slug}: title, screenshot, description, 'View Live Site' in a new tab, JSON-LD`, async ({
      page,
      request,
    }) => {
      const response = await request.get(`/portfolio/${project.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}/portfolio/${project.slug}"/>`);
      const types = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => (JSON.parse(m[1] ?? "null") as { "@type": string })["@type"]);
      const expectedType = project.slug === "axero" ? "SoftwareApplication" : "CreativeWork";
      expect(types).toEqual(expect.arrayContaining([expectedType, "BreadcrumbList"]));
      expect(types).not.toContain(
        expectedType === "CreativeWork" ? "SoftwareApplication" : "CreativeWork",
      );

      await page.goto(`/portfolio/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
      await expect(page.getByText(project.description).first()).toBeVisible();
      await expect(page.getByRole("img", { name: project.alt })).toBeVisible();
      const live = page.getByRole("link", { name: "View Live Site" });
      await expect(live).toHaveAttribute("href", project.liveUrl);
      await expect(live).toHaveAttribute("target", "_blank");
      await expect(live).toHaveAttribute("rel", "noopener noreferrer");
    });
  }

  test("an unknown project is a 404", async ({ request }) => {
    expect((await request.get("/portfolio/no-such-project")).status()).toBe(404);
  });
});
