import { expect, test } from "./fixtures";

/** The RSC payload a server-rendered page carries inline for hydration (its `self.__next_f` pushes). */
function inlinePayload(html: string) {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map(([, chunk]) => JSON.parse(chunk!) as string)
    .join("");
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

test("answers unknown paths with HTTP 404 and the not-found page", async ({ page, request }) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  // Rendered by the server, not left to the client: the error shell Next answers a notFound() in a
  // page with (vercel/next.js#62228) has an empty body and none of the site's styles.
  expect(html).not.toContain('id="__next_error__"');
  expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
  expect(html).toContain(">Oops! Page not found</p>");
  expect(html).toMatch(/<style data-site-stylesheet[^>]*>@font-face/);
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
  // A broken percent-escape, which Next itself answers with a bare 500.
  "/blog/%ZZ",
  "/services/%E0",
  "/portfolio/%",
  "/locations/%E0%A4%A",
]) {
  test(`answers ${path} with the server-rendered 404 page`, async ({ request }) => {
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

// A click on a site link goes through the app router (ClientNavigation), which could draw a bare
// not-found boundary instead of the server's 404 page; Next 16 loads the 404 document instead.
test("a site link to an unknown path shows the same 404 page, header and footer included", async ({
  page,
}) => {
  await page.goto("/contact");
  // Once the page has hydrated, its links are live: pointing at one prefetches its page. A link
  // added before hydration would be thrown away by it, with nothing left to click.
  const prefetched = page.waitForRequest(
    (request) => request.resourceType() === "fetch" && new URL(request.url()).pathname === "/about",
  );
  await page.getByRole("banner").getByRole("link", { name: "About" }).hover();
  await prefetched;
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/no/such/page" });
    link.dataset.siteLink = "";
    link.textContent = "Broken link";
    document.querySelector("main")!.append(link);
  });
  await page.getByRole("link", { name: "Broken link" }).click();
  await expect(page).toHaveURL("/no/such/page");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

// Next writes the root not-found boundary into the payload of every page; with the 404 page's
// shell in it, every page carried its header, footer and skip link twice (about 7 KB).
for (const path of ["/", "/contact", "/about", "/blog/how-to-choose-web-dev-agency"]) {
  test(`${path} carries its header and footer once, not a second time for the 404 page`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const payload = inlinePayload(html);
    expect(payload.length).toBeGreaterThan(1000);
    expect(count(html, /<footer\b/g)).toBe(1);
    expect(count(payload, /\["\$","footer",/g)).toBe(1);
    expect(count(payload, /Skip to content/g)).toBe(1);
    expect(count(payload, /"aria-label":"Main"/g)).toBe(1);
    expect(payload).not.toContain("NotFoundLogger");
  });
}
