import { createHash } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { publicRoutes } from "../content/routes";
import { site } from "../content/site";
import { siteUrl } from "../lib/env/public";
import { expect, test } from "./fixtures";

/**
 * Every public page's share picture, fetched as a link preview fetches it: the raw HTML's
 * og:image, then that URL. Platforms drop a preview over 300 KB (WhatsApp) or of another size.
 */

type ShareImage = { url: string; alt: string; digest: string };

async function shareImageOf(
  request: APIRequestContext,
  path: string,
  card: "og" | "twitter",
): Promise<ShareImage> {
  const html = await (await request.get(path)).text();
  const meta = (name: string) => {
    const key = `${card}:${name}`;
    const tags = html.match(new RegExp(`<meta [^>]*(?:name|property)="${key}"[^>]*>`, "g"));
    expect(tags, `${path}: one ${key}`).toHaveLength(1);
    return /content="([^"]*)"/.exec(tags![0]!)?.[1] ?? "";
  };
  const url = meta("image");
  expect(url.startsWith(`${siteUrl}/`), `${path}: ${card}:image on the site's own origin`).toBe(
    true,
  );
  expect(meta("image:type")).toBe("image/png");
  expect([meta("image:width"), meta("image:height")]).toEqual(["1200", "630"]);

  // The site's origin may be a production name; the file is fetched from the server under test.
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${url}: size from IHDR`).toEqual([
    1200, 630,
  ]);
  expect(png.length, `${url}: bytes`).toBeLessThan(300 * 1024);

  return {
    url,
    alt: meta("image:alt"),
    digest: createHash("sha256").update(png).digest("hex"),
  };
}

test("every public page shares a picture of its own, 1200x630 and under 300 KB", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const images = new Map<string, ShareImage>();
  for (const route of publicRoutes) {
    const image = await shareImageOf(request, route.path, "og");
    expect(image.alt.length, `${route.path}: og:image:alt`).toBeGreaterThan(40);
    expect(image.alt).toContain(site.name);
    const twitter = await shareImageOf(request, route.path, "twitter");
    expect(twitter.digest, `${route.path}: the same picture for X`).toBe(image.digest);
    expect(twitter.alt).toBe(image.alt);
    images.set(route.path, image);
  }
  const all = [...images.values()];
  expect(new Set(all.map((image) => image.url)).size).toBe(publicRoutes.length);
  expect(new Set(all.map((image) => image.digest)).size).toBe(publicRoutes.length);
});

test("the not-found page and the login keep the brand's card", async ({ request }) => {
  for (const path of ["/no-such-page", "/login"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(
      `<meta property="og:image" content="${siteUrl}${site.ogImage.path}"`,
    );
    expect(html, path).toContain(
      `<meta property="og:image:alt" content="${site.ogImage.alt.replaceAll("&", "&amp;")}"`,
    );
  }
});
