import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";

import { createAccount, latestMail } from "./admin-helpers";
import { e2eBackendUrl } from "./environment";
import { expect } from "./fixtures";

export const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  "content-type": "application/json",
};

/** A confirmed account of its own, made an admin: tests that add a factor never touch the shared admin. */
export async function newAdmin(label: string) {
  const account = await createAccount(label);
  const users = await fetch(`${e2eBackendUrl}/auth/v1/admin/users?per_page=1000`, {
    headers: serviceHeaders,
  });
  const { users: list } = (await users.json()) as { users: Array<{ id: string; email: string }> };
  const id = list.find((user) => user.email === account.email)!.id;
  const granted = await fetch(`${e2eBackendUrl}/rest/v1/admin_users`, {
    method: "POST",
    headers: { ...serviceHeaders, prefer: "return=minimal" },
    body: JSON.stringify({ user_id: id }),
  });
  expect(granted.status).toBe(201);
  return account;
}

/** What the phone shows for this key, `steps` periods from now. */
export const codeFor = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/**
 * A first app proves the mailbox: asks for the e-mailed code and types it in from the inbox, as the
 * owner would. A session already proven by an app is not asked.
 */
export async function proveMailbox(page: Page, backendUrl = e2eBackendUrl): Promise<void> {
  await expect(page.getByRole("heading", { name: "Add an authenticator app" })).toBeVisible();
  const ask = page.getByRole("button", { name: "E-mail me a code" });
  if (!(await ask.isVisible())) return;
  await ask.click();
  const sent = page.getByText(/^We e-mailed a 6-digit code to (\S+)\. /);
  await expect(sent).toBeVisible();
  const email = /to (\S+)\. /.exec((await sent.textContent())!)![1]!;
  const { otp } = await latestMail(email, "magiclink", backendUrl);
  await page.getByLabel("Code from the e-mail").fill(otp!);
}

/** Adds an authenticator app on the security page (of an instance on `backendUrl`); returns its key. */
export async function enrol(page: Page, name: string, backendUrl = e2eBackendUrl): Promise<string> {
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Security" })
    .click();
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible();
  await proveMailbox(page, backendUrl);
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
