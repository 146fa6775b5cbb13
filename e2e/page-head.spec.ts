import { site } from "../content/site";
import { siteUrl } from "../lib/env/public";
import { expect, test } from "./fixtures";

/** What a crawler gets: the raw server HTML, without running any JavaScript. */
test.describe("page head in the raw HTML of /", () => {
  let html = "";
  test.beforeAll(async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    html = await response.text();
  });

  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = (pattern: RegExp) => html.match(pattern) ?? [];
  const meta = (key: string) => {
    const tag = tags(new RegExp(`<meta [^>]*(?:name|property)="${key}"[^>]*>`, "g"))[0] ?? "";
    return attr(tag, "content");
  };

  test("title and description", () => {
    expect(html).toContain(`<title>AI Marketing &amp; Social Media Agency | ${site.name}</title>`);
    expect(meta("description")?.length).toBeGreaterThan(50);
  });

  test("canonical and the seven hreflang alternates", () => {
    const canonical = tags(/<link [^>]*rel="canonical"[^>]*>/g);
    expect(canonical).toHaveLength(1);
    expect(attr(canonical[0] ?? "", "href")).toBe(siteUrl);

    const alternates = tags(/<link [^>]*rel="alternate"[^>]*hrefLang="[^"]*"[^>]*>/gi).map(
      (tag) => [attr(tag, "hrefLang") ?? attr(tag, "hreflang"), attr(tag, "href")],
    );
    expect(alternates.map(([lang]) => lang).sort()).toEqual(
      ["en-AE", "en-AU", "en-GB", "en-IN", "en-SG", "en-US", "x-default"].sort(),
    );
    for (const [, href] of alternates) expect(href).toBe(siteUrl);
  });

  test("Open Graph and Twitter card with the home page's own card", () => {
    expect(meta("og:title")).toBe("AI Marketing &amp; Social Media Agency");
    expect(meta("og:url")).toBe(siteUrl);
    // Next names the file's route with a hash of its folder and adds a hash of its source.
    expect(meta("og:image")).toMatch(new RegExp(`^${siteUrl}/opengraph-image-\\w+\\?\\w+$`));
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:image:height")).toBe("630");
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("twitter:image")).toMatch(new RegExp(`^${siteUrl}/twitter-image-\\w+\\?\\w+$`));
  });

  test("structured data: Organization with a customer-service contact point and the Delhi address", () => {
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1] ?? "null"));
    const org = blocks.find((block) => block["@type"] === "Organization");
    expect(org.contactPoint).toMatchObject({
      contactType: "customer service",
      telephone: site.phone,
    });
    expect(org.address).toMatchObject({
      streetAddress: "Laxmi Nagar",
      postalCode: "110092",
      addressCountry: "IN",
    });
    expect(blocks.some((block) => block["@type"] === "WebPage")).toBe(true);
  });

  test("the content is in the HTML under the splash, for crawlers and no-JS visitors", () => {
    expect(html).toContain("data-splash-root");
    expect(html).toMatch(/<h1[^>]*>[^<]*Kalpix — AI, Web Dev &amp; Social Media<\/h1>/);
    expect(html).toContain(site.tagline);
  });
});

test("og-image.png, the brand card of the not-found page and the login, is a 1200x630 PNG", async ({
  request,
}) => {
  const response = await request.get("/og-image.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test("robots.txt keeps crawlers out of the admin area and points at the sitemap", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Disallow: ${site.adminPath}`);
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${siteUrl}</loc>`);
  expect(sitemap).toContain('hreflang="en-IN"');
});
