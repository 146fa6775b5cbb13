import { expect, test } from "./fixtures";

test("answers unknown paths with HTTP 404 and the not-found page", async ({ page, request }) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  // Rendered by the server, not left to the client: the error shell Next answers a notFound() in a
  // page with (vercel/next.js#62228) has an empty body and no stylesheet.
  expect(html).not.toContain('id="__next_error__"');
  expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
  expect(html).toContain(">Oops! Page not found</p>");
  expect(html).toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<meta name="robots" content="noindex/);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const navigation = await page.goto("/no/such/page");
  expect(navigation?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => errors.join("\n")).toContain("/no/such/page");

  // Inside the shared layout: header and footer are there.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL("/");
});

for (const path of [
  "/blog/no-such-post",
  "/services/no-such-service",
  "/portfolio/no-such-project",
  "/locations/atlantis",
]) {
  test(`answers an unknown ${path.split("/")[1]} slug with the server-rendered 404 page`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('id="__next_error__"');
    expect(html).toContain(">Oops! Page not found</p>");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the 404 page is complete: heading, header, footer and the way home", async ({ page }) => {
    const navigation = await page.goto("/no/such/page");
    expect(navigation?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
