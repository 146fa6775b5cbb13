import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { APIRequestContext } from "@playwright/test";

import { actionForm, formBody } from "./action-fields";
import { latestMail } from "./admin-helpers";
import { e2eBackendUrl, e2eBaseUrl } from "./environment";
import { expect, test } from "./fixtures";

/**
 * Host, X-Forwarded-Host and X-Forwarded-Proto are whatever the client sends. On the production
 * build they never choose where a redirect goes or where an auth e-mail's link points: that is
 * the site's configured origin (here unset, so http://localhost:3000), or the loopback origin the
 * browser used on this local run. And a link's error text never reaches the login page.
 */
const SITE = "http://localhost:3000";

const HOSTILE: Array<Record<string, string>> = [
  { "x-forwarded-host": "evil.example" },
  { "x-forwarded-proto": "javascript" },
  { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" },
];

test.describe("redirects", () => {
  for (const headers of HOSTILE) {
    test(`keep to the site with ${JSON.stringify(headers)}`, async ({ request }) => {
      const signOut = await request.post("/auth/sign-out", { headers, maxRedirects: 0 });
      expect(signOut.status()).toBe(303);
      expect(signOut.headers()["location"]).toBe(`${SITE}/login`);

      const callback = await request.get(
        "/auth/callback?error=access_denied&error_code=otp_expired",
        {
          headers,
          maxRedirects: 0,
        },
      );
      expect(callback.headers()["location"]).toBe(`${SITE}/login?error=otp_expired`);

      const confirm = await request.get("/auth/confirm?token_hash=x&type=bogus", {
        headers,
        maxRedirects: 0,
      });
      expect(confirm.headers()["location"]).toBe(`${SITE}/login?error=link_incomplete`);
    });
  }

  test("use the browser's own loopback origin when nothing is forged", async ({ request }) => {
    const signOut = await request.post("/auth/sign-out", { maxRedirects: 0 });
    expect(signOut.headers()["location"]).toBe(`${e2eBaseUrl}/login`);
  });
});

test.describe("auth e-mail links", () => {
  /** A confirmed account of its own, so no other test's inbox or e-mail rate limit is touched. */
  async function newAccount(): Promise<string> {
    const email = `hostile-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const response = await fetch(`${e2eBackendUrl}/auth/v1/admin/users`, {
      method: "POST",
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        email,
        password: `pw-${Math.random().toString(36)}`,
        email_confirm: true,
      }),
    });
    expect(response.status).toBe(200);
    return email;
  }

  /**
   * Asks for a magic link as a script can: without a browser, with any headers (a foreign Origin
   * is refused before the action runs, e2e/cross-site-actions.spec.ts). Answers where the e-mail's
   * link leads.
   */
  async function magicLinkTarget(request: APIRequestContext, headers: Record<string, string>) {
    const email = await newAccount();
    const { hidden } = await actionForm(request, "/login?view=magic_link");
    const response = await request.post("/login?view=magic_link", {
      headers,
      multipart: formBody(hidden, { email }),
      maxRedirects: 0,
    });
    expect(await response.text()).toContain("Check your email for the magic link");
    const mail = await latestMail(email, "magiclink");
    return new URL(mail.link!).searchParams.get("redirect_to");
  }

  test("point at the site, whatever host the request claims", async ({ request }) => {
    const target = `${SITE}/auth/callback?next=%2Fkalpix-admin`;
    expect(await magicLinkTarget(request, { "x-forwarded-host": "evil.example" })).toBe(target);
    expect(await magicLinkTarget(request, { "x-forwarded-proto": "javascript" })).toBe(target);
  });

  test("point back at this loopback run when nothing is forged", async ({ request }) => {
    expect(await magicLinkTarget(request, {})).toBe(
      `${e2eBaseUrl}/auth/callback?next=%2Fkalpix-admin`,
    );
  });
});

test.describe("the login page's alert", () => {
  const WORDS = "Your account is locked. Call +1 555 0100 to unlock it";

  test("shows our message for a link's error code, never its error_description", async ({
    page,
  }) => {
    await page.goto(
      `/auth/callback?error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent(WORDS)}`,
    );
    await expect(page).toHaveURL(/\/login\?error=otp_expired$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "That link has expired. Ask for a new one." }),
    ).toBeVisible();
    expect(await page.content()).not.toContain("Call +1 555");
  });

  test("shows the generic message for an unknown code or free text in ?error=", async ({
    page,
  }) => {
    for (const query of [
      `error_description=${encodeURIComponent(WORDS)}`,
      `error=${encodeURIComponent(WORDS)}`,
    ]) {
      await page.goto(`/auth/callback?${query}`);
      await expect(
        page.getByRole("alert").filter({ hasText: "Sign-in failed. Please try again." }),
      ).toBeVisible();
      expect(await page.content()).not.toContain("Call +1 555");
    }
    await page.goto(`/login?error=${encodeURIComponent(WORDS)}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "Sign-in failed. Please try again." }),
    ).toBeVisible();
    await expect(page.getByText("Call +1 555")).toHaveCount(0);
  });
});
