import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";

import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { adminPath, createAccount, signIn, unique } from "./admin-helpers";
import { e2eBackendUrl, e2ePort } from "./environment";
import { expect, test } from "./fixtures";

/**
 * Staff sign-in with an authenticator app, as a person does it: the security page shows a QR code
 * and its key, the test plays the phone (it computes codes from the key shown), and every check
 * runs against the embedded Auth server and database. Each test has its own admin account, so
 * the shared local admin keeps signing in with its password alone.
 */

const service = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  "content-type": "application/json",
};

async function newAdmin(label: string) {
  const account = await createAccount(label);
  const users = await fetch(`${e2eBackendUrl}/auth/v1/admin/users?per_page=1000`, {
    headers: service,
  });
  const { users: list } = (await users.json()) as { users: Array<{ id: string; email: string }> };
  const id = list.find((user) => user.email === account.email)!.id;
  const granted = await fetch(`${e2eBackendUrl}/rest/v1/admin_users`, {
    method: "POST",
    headers: { ...service, prefer: "return=minimal" },
    body: JSON.stringify({ user_id: id }),
  });
  expect(granted.status).toBe(201);
  return account;
}

/** What the phone shows for this key, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Adds an authenticator app on the security page; returns its key. */
async function enrol(page: Page, name: string): Promise<string> {
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Security" })
    .click();
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible();
  await page.getByLabel("Name (optional)").fill(name);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(
    page.getByRole("img", { name: "QR code to scan with your authenticator app" }),
  ).toBeVisible();
  const secret = (await page
    .locator("code")
    .filter({ hasText: /^[A-Z2-7]{32}$/ })
    .textContent())!;
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(
    page.getByText("Authenticator app added. Every sign-in now asks for a code from it."),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  return secret;
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A password sign-in straight against the Auth server, as someone with a stolen password would. */
async function passwordToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${e2eBackendUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test.describe("a second factor for staff", () => {
  test("an admin enrols on the security page, then signs in with password and code; wrong and reused codes are refused", async ({
    page,
  }) => {
    const admin = await newAdmin("mfa enrol");
    await signIn(page, admin);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const secret = await enrol(page, "Work phone");
    await logOut(page);

    await signIn(page, admin);
    await expect(page).toHaveURL(/\/login\?view=mfa_challenge$/);
    await expect(
      page.getByRole("heading", { name: "Enter the code from your authenticator app" }),
    ).toBeVisible();
    const next = codeFor(secret, 1);
    await enterCode(page, next === "000000" ? "111111" : "000000");
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid TOTP code entered" }),
    ).toBeVisible();
    await enterCode(page, next);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await logOut(page);

    // The same code again, in a new sign-in: each code opens one session only.
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/login\?view=mfa_challenge$/);
    await enterCode(page, next);
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid TOTP code entered" }),
    ).toBeVisible();
  });

  test("a password alone reaches no data: the dashboard, the export and /rest/v1 all refuse it", async ({
    page,
  }) => {
    const admin = await newAdmin("mfa stolen");
    await signIn(page, admin);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await enrol(page, "Phone");
    await logOut(page);

    await signIn(page, admin);
    await expect(page).toHaveURL(/\/login\?view=mfa_challenge$/);
    for (const path of [adminPath, `${adminPath}?tab=reviews`, `${adminPath}/security`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?view=mfa_challenge$/);
    }
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    const csv = await page.request.get(`${adminPath}/export/submissions.csv`, { maxRedirects: 0 });
    expect(csv.status()).not.toBe(200);

    const token = await passwordToken(admin.email, admin.password);
    const headers = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` };
    const rows = await fetch(`${e2eBackendUrl}/rest/v1/form_submissions?select=id&limit=5`, {
      headers,
    });
    expect(rows.status).toBe(200);
    expect(await rows.json()).toEqual([]);
    const everything = await fetch(`${e2eBackendUrl}/rest/v1/form_submissions?select=id&limit=5`, {
      headers: service,
    });
    expect(((await everything.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  test("removing the factor returns the account to password sign-in", async ({ page }) => {
    const admin = await newAdmin("mfa remove");
    await signIn(page, admin);
    await enrol(page, "Old phone");
    await page.getByRole("button", { name: "Remove Old phone" }).click();
    await expect(page.getByText("Authenticator app removed.")).toBeVisible();
    await expect(
      page.getByText("None yet: this account signs in with its password alone."),
    ).toBeVisible();
    await logOut(page);

    await signIn(page, admin);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("guessing an account's password runs into the Auth server's limit, shown in the danger box", async ({
    page,
  }) => {
    const account = await newAdmin("guessed");
    await page.goto("/login");
    const wrong = { email: account.email, password: "not-the-password" };
    // Ten failures are answered; after them even the right password is refused unchecked.
    for (let i = 0; i < 10; i++) {
      await page.getByLabel("Email address").fill(wrong.email);
      await page.getByLabel("Your Password").fill(wrong.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Invalid login credentials" }),
      ).toBeVisible();
    }
    await page.getByLabel("Your Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Request rate limit reached" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("with ADMIN_REQUIRE_MFA=true", () => {
  test.describe.configure({ mode: "serial" });
  const port = e2ePort + 3;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(
      process.execPath,
      [
        path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next"),
        "start",
        "--port",
        String(port),
        "--hostname",
        "127.0.0.1",
      ],
      {
        cwd: process.cwd(),
        env: {
          ...process.env,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          NEXT_PUBLIC_SUPABASE_URL: e2eBackendUrl,
          NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_ANON_KEY,
          SUPABASE_SECRET_KEY: LOCAL_SERVICE_ROLE_KEY,
          LOGIN_RATE_LIMIT_MAX: "1000",
          ADMIN_REQUIRE_MFA: "true",
        },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/login`, { signal: AbortSignal.timeout(2_000) })).ok;
          } catch {
            return false;
          }
        },
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(true);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("an admin without a factor sees no data before enrolling, then the dashboard", async ({
    page,
  }) => {
    const admin = await newAdmin("mfa required");
    await page.goto(`${base}/login`);
    await page.getByLabel("Email address").fill(admin.email);
    await page.getByLabel("Your Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${base}${adminPath}/security`);
    await expect(
      page.getByRole("alert").filter({ hasText: "An authenticator app is required" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    await page.goto(`${base}${adminPath}?tab=reviews`);
    await expect(page).toHaveURL(`${base}${adminPath}/security`);
    const csv = await page.request.get(`${base}${adminPath}/export/submissions.csv`);
    expect(csv.status()).toBe(403);

    await enrol(page, unique("Phone"));
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
