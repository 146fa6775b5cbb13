import { publicRoutes } from "../content/routes";
import { site } from "../content/site";
import { expect, test } from "./fixtures";

// A phone at 320 px is the narrowest a page must fit; 1440 px is a desktop.
const widths = [320, 390, 768, 1440] as const;

for (const width of widths) {
  test(`no public page scrolls sideways at ${width} px, and the header's logo is whole`, async ({
    page,
  }) => {
    test.setTimeout(20_000 + publicRoutes.length * 3_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const { path } of publicRoutes) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} > ${clientWidth}`);
    }
    expect(wide).toEqual([]);

    const logo = page.getByRole("banner").getByRole("link", { name: `${site.name}, home` });
    const box = (await logo.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const wordmark = logo.getByText(site.name, { exact: true });
    expect(await wordmark.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
}
