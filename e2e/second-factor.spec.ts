import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { LOCAL_ANON_KEY } from "@kalpix/local-supabase/keys";
import type { Page } from "@playwright/test";

import { ADMIN, adminPath, insertAsVisitor, signIn, unique } from "./admin-helpers";
import { startAppInstance, stopAppInstances } from "./app-instances";
import { e2eBackendUrl, e2ePort } from "./environment";
import { expect, test } from "./fixtures";
import { codeFor, enrol, newAdmin, proveMailbox, serviceHeaders } from "./second-factor-helpers";

/**
 * Staff sign-in with an authenticator app, as a person does it: the security page shows a QR code
 * and its key, the test plays the phone (it computes codes from the key shown), and every check
 * runs against the embedded Auth server and database. Each test has its own admin account, so
 * the shared local admin keeps signing in with its password alone.
 */

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
  // Three sign-ins and an enrolment: 13-17 s alone, past 30 s beside the suite's heaviest specs.
  test.describe.configure({ timeout: 60_000 });

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
    // The code view keeps the page asked for, to go on to once the code is accepted.
    for (const path of [adminPath, `${adminPath}?tab=reviews`, `${adminPath}/security`]) {
      await page.goto(path);
      const back = path === adminPath ? "" : `&next=${encodeURIComponent(path)}`;
      await expect(page).toHaveURL(new URL(`/login?view=mfa_challenge${back}`, page.url()).href);
    }
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    const csv = await page.request.get(`${adminPath}/export/submissions.csv`, { maxRedirects: 0 });
    expect(csv.status()).not.toBe(200);

    // A message is stored, so an empty answer below is the refusal, not an empty table.
    await insertAsVisitor("form_submissions", {
      name: "Mfa Visitor",
      email: "visitor@example.com",
      message: "A message a stolen password must not read.",
    });
    const token = await passwordToken(admin.email, admin.password);
    const headers = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` };
    const rows = await fetch(`${e2eBackendUrl}/rest/v1/form_submissions?select=id&limit=5`, {
      headers,
    });
    expect(rows.status).toBe(200);
    expect(await rows.json()).toEqual([]);
    const everything = await fetch(`${e2eBackendUrl}/rest/v1/form_submissions?select=id&limit=5`, {
      headers: serviceHeaders,
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

  test("guessing an account's password runs into the Auth server's limit; the danger box names the e-mailed link", async ({
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
      page.getByRole("alert").filter({
        hasText:
          "Too many failed sign-in attempts for this account. Please wait 15 minutes, or sign in with “Send a magic link email” on the sign-in page.",
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("the security page fits a phone, mid-enrolment and with an app listed", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await newAdmin("mfa phone");
  await signIn(page, admin);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  await fits();
  await enrol(page, "Phone");
  await fits();
  await page.goto(`${adminPath}/security`);
  await proveMailbox(page);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(
    page.getByRole("img", { name: "QR code to scan with your authenticator app" }),
  ).toBeVisible();
  await fits();
});

test.describe("with second factors required by the database", () => {
  test.describe.configure({ mode: "serial" });
  const port = e2ePort + 3;
  const base = `http://127.0.0.1:${port}`;
  const servers: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "kalpix-e2e-required-"));
  let backendUrl = "";

  /** What `npm run admin:require-mfa` writes, with the service key. */
  async function requireSecondFactor(required: boolean) {
    const response = await fetch(`${backendUrl}/rest/v1/security_settings?id=eq.true`, {
      method: "PATCH",
      headers: { ...serviceHeaders, prefer: "return=representation" },
      body: JSON.stringify({ require_second_factor: required }),
    });
    expect(await response.json()).toEqual([
      expect.objectContaining({ id: true, require_second_factor: required }),
    ]);
  }

  // A backend of its own: the setting binds every admin, and the other tests' admins sign in with a password.
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const backendPort = (probe.address() as AddressInfo).port;
    probe.close();
    backendUrl = `http://127.0.0.1:${backendPort}`;
    servers.push(
      spawn(
        process.execPath,
        ["--disable-warning=ExperimentalWarning", "local-supabase/src/start.ts"],
        {
          cwd: process.cwd(),
          env: {
            ...process.env,
            LOCAL_SUPABASE_PORT: String(backendPort),
            LOCAL_SUPABASE_SMTP_PORT: "0",
            LOCAL_SUPABASE_DATA_DIR: dataDir,
          },
          stdio: "ignore",
        },
      ),
    );
    const backendUp = () =>
      fetch(`${backendUrl}/health`).then(
        (response) => response.ok,
        () => false,
      );
    await expect.poll(backendUp, { timeout: 90_000, intervals: [250] }).toBe(true);
    await requireSecondFactor(true);
    const { server } = await startAppInstance(port, {
      NEXT_PUBLIC_SUPABASE_URL: backendUrl,
      LOGIN_RATE_LIMIT_MAX: "1000",
    });
    servers.push(server);
  });

  test.afterAll(async () => {
    await stopAppInstances(servers);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an admin without a factor sees no data before enrolling, then the dashboard", async ({
    page,
  }) => {
    // The backend's own local admin, which has no authenticator app.
    const admin = ADMIN;
    const signedIn = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { access_token: token } = (await signedIn.json()) as { access_token: string };
    // The seed's pending reviews are there; a password-only token sees none of them.
    const pending = `${backendUrl}/rest/v1/reviews?select=id&approved=eq.false`;
    const all = await fetch(pending, { headers: serviceHeaders });
    expect(((await all.json()) as unknown[]).length).toBeGreaterThan(0);
    const rows = await fetch(pending, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(await rows.json()).toEqual([]);

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

    await enrol(page, unique("Phone"), backendUrl);
    await page.getByRole("link", { name: "Open the dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
