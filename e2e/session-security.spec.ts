import type { Page } from "@playwright/test";

import { ADMIN, adminPath } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.describe("auth responses", () => {
  for (const path of [
    "/login",
    "/login?view=magic_link",
    "/auth/callback?code=x",
    "/auth/confirm?token_hash=x&type=email",
    adminPath,
  ]) {
    test(`${path} is never stored by a shared cache`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl).toContain("private");
      expect(cacheControl).toContain("no-store");
    });
  }
});

test.describe("session cookies", () => {
  async function signInCookies(page: Page) {
    const setCookies: string[] = [];
    page.on("response", async (response) => {
      if (response.request().method() !== "POST" || !response.url().endsWith("/login")) return;
      for (const header of await response.headersArray()) {
        if (header.name.toLowerCase() === "set-cookie") setCookies.push(header.value);
      }
    });
    await page.goto("/login");
    await page.getByLabel("Email address").fill(ADMIN.email);
    await page.getByLabel("Your Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect
      .poll(() => setCookies.some((cookie) => /^sb-[^=]+-auth-token(\.0)?=/.test(cookie)))
      .toBe(true);
    return setCookies.filter((cookie) => /^sb-[^=]+-auth-token(\.\d+)?=/.test(cookie));
  }

  test("are HttpOnly and SameSite=Lax, and Secure behind https (production)", async ({ page }) => {
    // As Vercel's proxy forwards a production request.
    await page.setExtraHTTPHeaders({ "x-forwarded-proto": "https" });
    const cookies = await signInCookies(page);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Secure/i);
    }
  });

  test("are not Secure over plain-http loopback, where the browser would drop them", async ({
    page,
  }) => {
    const cookies = await signInCookies(page);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
