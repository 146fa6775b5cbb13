import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { APIResponse, Page } from "@playwright/test";

import { videos } from "../content/portfolio";
import { publicRoutes } from "../content/routes";
import { site } from "../content/site";
import { expect, test } from "./fixtures";

/**
 * The security headers on every kind of route, no secret in anything a browser can fetch, and
 * the policy breaking nothing: each page loads in Chromium without a single CSP or
 * Permissions-Policy complaint.
 */

const routes = [
  ...publicRoutes.map(({ path }) => path),
  "/login",
  site.adminPath,
  "/no-such-page",
  "/api/health",
  "/robots.txt",
  "/sitemap.xml",
];

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const directive = (name: string) =>
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part === name || part.startsWith(`${name} `));

  expect(directive("default-src"), label).toBe("default-src 'self'");
  expect(directive("object-src"), label).toBe("object-src 'none'");
  expect(directive("base-uri"), label).toBe("base-uri 'self'");
  expect(directive("frame-ancestors"), label).toBe("frame-ancestors 'none'");
  expect(directive("frame-src"), label).toBe("frame-src 'none'");
  expect(directive("form-action"), label).toMatch(/^form-action 'self'( https?:\/\/[^\s;']+)*$/);
  expect(directive("script-src"), label).toBe("script-src 'self' 'unsafe-inline'");
  // Served from loopback: an upgrade to https would break every subresource.
  expect(directive("upgrade-insecure-requests"), label).toBeUndefined();
  expect(headers["strict-transport-security"], label).toBe(
    "max-age=63072000; includeSubDomains; preload",
  );
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation"])
    expect(permissions, label).toContain(`${feature}=()`);
  expect(headers["x-powered-by"], label).toBeUndefined();
}

test.describe("security headers", () => {
  for (const route of routes) {
    test(`on ${route}`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBeLessThan(500);
      expectSecurityHeaders(response, route);
    });
  }

  test("on static assets, images, RSC payloads and server-action posts", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const image = /<img[^>]+src="(\/_next\/image\?[^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll("&amp;", "&");
    const probes: [string, APIResponse][] = [
      [script!, await request.get(script!)],
      ["/og-image.png", await request.get("/og-image.png")],
      ["RSC /about", await request.get("/about", { headers: { RSC: "1" } })],
      [
        "POST /contact",
        await request.post("/contact", { multipart: { name: "x" }, maxRedirects: 0 }),
      ],
    ];
    if (image) probes.push([image, await request.get(image)]);
    for (const [label, response] of probes) {
      expect(response.status(), label).toBeLessThan(500);
      expectSecurityHeaders(response, label);
    }
  });
});

/** Everything that would let someone act as the service role or mint tokens. */
function secrets(): { name: string; pattern: RegExp | string }[] {
  const list: { name: string; pattern: RegExp | string }[] = [
    { name: "embedded service-role key", pattern: LOCAL_SERVICE_ROLE_KEY },
    { name: "embedded service-role key signature", pattern: LOCAL_SERVICE_ROLE_KEY.split(".")[2]! },
    { name: "embedded JWT secret", pattern: LOCAL_JWT_SECRET },
    { name: "the word service_role", pattern: "service_role" },
    { name: "the SUPABASE_SECRET_KEY variable", pattern: "SUPABASE_SECRET_KEY" },
    // Supabase's new-style secret keys, and any JWT whose payload claims the service role.
    { name: "an sb_secret_ key", pattern: /sb_secret_[A-Za-z0-9_-]{8,}/ },
    {
      name: "a service-role JWT",
      pattern:
        /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]*(?:c2VydmljZV9yb2xl|lcnZpY2Vfcm9sZ|zZXJ2aWNlX3JvbG)/,
    },
  ];
  for (const name of ["SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY", "SUPABASE_JWT_SECRET"]) {
    const value = process.env[name];
    if (value && value.length >= 16) list.push({ name: `the value of ${name}`, pattern: value });
  }
  return list;
}

function leaks(text: string): string[] {
  return secrets()
    .filter(({ pattern }) =>
      typeof pattern === "string" ? text.includes(pattern) : pattern.test(text),
    )
    .map(({ name }) => name);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe("no secret reaches the browser", () => {
  test("the patterns catch what they should (self-check)", () => {
    expect(leaks(`const k = "${LOCAL_SERVICE_ROLE_KEY}"`)).toContain("a service-role JWT");
    expect(leaks("x sb_secret_abcdefghijkl y")).toEqual(["an sb_secret_ key"]);
    expect(leaks("nothing to see here")).toEqual([]);
  });

  test("in any file under .next/static", () => {
    const files = filesUnder(path.join(process.cwd(), ".next", "static"));
    expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(5);
    const found = files.flatMap((file) => {
      // Fonts and images are binary, but a key pasted into one would still be ASCII in it.
      const text = readFileSync(file).toString("latin1");
      return leaks(text).map((name) => `${path.relative(process.cwd(), file)}: ${name}`);
    });
    expect(found).toEqual([]);
  });

  test("in any served HTML or RSC payload", async ({ request }) => {
    const found: string[] = [];
    for (const route of routes) {
      for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
        const response = await request.get(route, { headers, maxRedirects: 0 });
        found.push(
          ...leaks(await response.text()).map(
            (name) => `${route} ${JSON.stringify(headers)}: ${name}`,
          ),
        );
      }
    }
    expect(found).toEqual([]);
  });
});

/** Collects what Chromium reports when a policy blocks something. */
function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(text)) violations.push(text);
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

test.describe("the policy breaks nothing", () => {
  test("every public page loads its scripts, styles, fonts and images without a violation", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations = watchPolicyViolations(page);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Refused (securitypolicyviolation) on ${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    for (const { path: route } of publicRoutes) {
      await page.goto(route, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
      // Both web faces loaded by their inline script, and every image decoded.
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                [...document.fonts].filter(
                  (face) => face.family.startsWith("kalpix-") && face.status === "loaded",
                ).length,
            ),
          { message: route },
        )
        .toBe(2);
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.loading !== "lazy" && img.naturalWidth === 0)
          .map((img) => img.src),
      );
      expect(broken, route).toEqual([]);
    }
    expect(violations).toEqual([]);
  });

  test("the splash script runs on a first visit", async ({ browser }) => {
    // A fresh context without the fixture's "splash already seen" flag.
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = watchPolicyViolations(page);
    await page.goto("/");
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), "kalpix:splash-seen"))
      .toBe("1");
    expect(violations).toEqual([]);
    await context.close();
  });

  test("the portfolio video plays in its dialog", async ({ page }) => {
    const violations = watchPolicyViolations(page);
    await page.goto("/portfolio");
    await page.getByRole("button", { name: `Play ${videos[0]!.title}` }).click();
    const video = page.getByRole("dialog").locator("video");
    await expect(video).toHaveAttribute("src", videos[0]!.videoUrl);
    // HAVE_CURRENT_DATA or better: the media request was allowed and decoded.
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.readyState))
      .toBeGreaterThanOrEqual(2);
    expect(violations).toEqual([]);
  });

  test("the page cannot be framed", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.goto("/");
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.src = "/about";
      document.body.append(frame);
    });
    await expect
      .poll(() => messages.some((text) => /frame-src|frame-ancestors|X-Frame-Options/i.test(text)))
      .toBe(true);
  });
});
