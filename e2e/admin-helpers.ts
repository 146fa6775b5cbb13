import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { Page } from "@playwright/test";

import { site } from "../content/site";
import { settleTags } from "../lib/cache-tags";
import { e2eBackendUrl } from "./environment";
import { expect } from "./fixtures";

export const ADMIN = { email: "admin@example.com", password: "change-me-locally" };
export const adminPath = site.adminPath;

// A page rebuilt from a read begun before a moderation is rebuilt again once the last settle tag expires.
const PUBLISHED_WITHIN_MS = (Math.max(...settleTags.map(({ seconds }) => seconds)) + 10) * 1000;

/** Loads a public page as a visitor would, again until it shows what a moderation changed. */
export async function expectOnPublicPage(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [1_000, 2_000, 5_000] });
}

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signIn(page: Page, { email, password } = ADMIN) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Your Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** A row stored as the app's server stores a visitor's post: with the service key (no API role may insert). */
export async function insertAsVisitor(
  table: "reviews" | "form_submissions",
  row: Record<string, unknown>,
) {
  const response = await fetch(`${e2eBackendUrl}/rest/v1/${table}`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
      prefer: "return=minimal",
    },
    body: JSON.stringify(row),
  });
  expect(response.status).toBe(201);
}

/** A review as a visitor's post is stored: unapproved. */
export const submitReview = (review: { name: string; rating: number; comment: string }) =>
  insertAsVisitor("reviews", review);

export async function serviceRows(path: string) {
  const response = await fetch(`${e2eBackendUrl}/rest/v1/${path}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  return (await response.json()) as Array<Record<string, unknown>>;
}

/**
 * A confirmed account with a password, made through the admin API with the local service key:
 * public sign-up is off (supabase/config.toml), as an admin would create it with `admin:create`.
 */
export async function createAccount(label: string, password = "a-long-password-1") {
  const email = `${unique(label).replace(/\s/g, ".").toLowerCase()}@example.com`;
  const response = await fetch(`${e2eBackendUrl}/auth/v1/admin/users`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(response.status).toBe(200);
  return { email, password };
}

/** Every account's e-mail, through the admin API. */
export async function accountEmails(): Promise<string[]> {
  const response = await fetch(`${e2eBackendUrl}/auth/v1/admin/users?per_page=1000`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  const { users } = (await response.json()) as { users: Array<{ email: string }> };
  return users.map((user) => user.email);
}

type InboxMessage = {
  to: string;
  subject: string;
  kind: string;
  link: string | null;
  otp: string | null;
  text: string;
};

/** The newest e-mail of this kind to this address, from the embedded backend's inbox. */
export async function latestMail(
  to: string,
  kind: string,
  backendUrl = e2eBackendUrl,
): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${backendUrl}/inbox.json?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as InboxMessage[];
      found = messages.find((message) => message.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
