import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

test("a part-filled average star is one star: its outline sits on the filled stars' grid", async ({
  page,
}) => {
  await page.goto("/reviews");
  const stars = page.getByRole("img", { name: /^Rated .+ out of 5 on average$/ });
  await expect(stars).toBeVisible();
  await stars.evaluate((el) => el.style.setProperty("--rating", "4.3"));
  const png = (await stars.screenshot()).toString("base64");

  // Every drawn pixel of the fifth star must lie where the first, full star has one.
  const strays = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data: px, width, height } = context.getImageData(0, 0, image.width, image.height);
    const tile = width / 5 + 0.8; // five tiles of 1.5rem, less the last 0.25rem gap
    const at = (x: number, y: number) => (y * width + x) * 4;
    const background = [px[0]!, px[1]!, px[2]!];
    const inked = (x: number, y: number) =>
      x >= 0 &&
      y >= 0 &&
      x < width &&
      y < height &&
      Math.abs(px[at(x, y)]! - background[0]!) +
        Math.abs(px[at(x, y) + 1]! - background[1]!) +
        Math.abs(px[at(x, y) + 2]! - background[2]!) >
        60;
    const offset = Math.round(4 * tile);
    const found: string[] = [];
    for (let y = 0; y < height; y++)
      for (let x = offset; x < width; x++) {
        if (!inked(x, y)) continue;
        const near = [-1, 0, 1].some((dx) =>
          [-1, 0, 1].some((dy) => inked(x - offset + dx, y + dy)),
        );
        if (!near) found.push(`${x},${y}`);
      }
    return found;
  }, png);
  expect(strays).toEqual([]);
});
