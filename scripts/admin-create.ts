/**
 * `npm run admin:create -- <email> [--password <password>] [--existing-account]`: makes someone
 * an admin. A new account is created (confirmed). An account that already exists is refused
 * unless --existing-account is given, because whoever signed it up chose its password: with the
 * flag its password is replaced, its second factors removed (the way back for someone who lost
 * their authenticator app), its sessions revoked, and a one-time link for the owner to
 * choose a password is printed (see lib/admin/grant-admin.ts).
 *
 * Against a hosted project: set NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY (the service
 * role key), in the environment or .env.local. Without them it talks to the embedded local
 * backend (`npm run dev` or `npm run supabase:local` must be running; LOCAL_SUPABASE_PORT if not
 * on 54321). Exit codes: 0 done, 1 refused or failed (nothing promoted), 2 bad usage.
 */
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

import type * as NextEnv from "@next/env";

import { grantAdmin, GrantRefusedError, recoveryLink } from "../lib/admin/grant-admin.ts";
import { parseSiteUrl } from "../lib/env/public.ts";
import { createServiceRoleClient } from "../lib/supabase/service-client.ts";
import { serviceTarget, type ServiceTarget } from "./service-target.ts";

const require = createRequire(import.meta.url);
const { loadEnvConfig } = require("@next/env") as typeof NextEnv;
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

/** What the operator reads. The refusal says what the risk is and what the flag does about it. */
const content = {
  refusedExisting: (email: string) =>
    [
      `admin:create refused: an account for ${email} already exists and is not an admin. Nothing was changed.`,
      "Anyone can sign up with an address before its owner does, choosing the password; promoting the",
      "account as it is would hand the admin area to whoever did. If you mean to promote it, run again with",
      "--existing-account: its password is replaced, its authenticator apps and every session and refresh token it has are revoked, and",
      "you get a one-time link for its owner to choose a new password (or give --password to set one).",
    ].join("\n"),
  refusedProviders: (email: string, providers: string[]) =>
    [
      `admin:create refused: ${email} can also sign in with ${providers.join(", ")}, which replacing its`,
      "password would not lock out. Nothing was changed. Delete the account (Supabase dashboard,",
      "Authentication > Users) and run admin:create again to create a fresh one.",
    ].join("\n"),
  alreadyAdmin: (email: string, url: string) =>
    `${email} is already an admin of ${url}; nothing changed. (Run with --existing-account to replace its password and end its sessions.)`,
  secured: (sessions: number, factors: number, wasAdmin: boolean) =>
    [
      `The account already existed${wasAdmin ? " and was an admin" : ""}: its password was replaced`,
      factors > 0 ? `, its ${factors} authenticator app(s) removed` : "",
      ` and its ${sessions} session(s) ended, so nothing its earlier credentials opened still works.`,
      factors > 0
        ? " Its owner adds a new authenticator app on the security page after signing in."
        : "",
    ].join(""),
  handOver: (link: string, siteUrl: string) =>
    [
      "Give its owner this one-time link, privately (it signs them in); it opens the new-password form and",
      "expires in an hour:",
      `  ${link}`,
      `Or they can use "Forgot your password?" at ${siteUrl}/login?view=forgotten_password.`,
    ].join("\n"),
};

const USAGE = "Usage: npm run admin:create -- <email> [--password <password>] [--existing-account]";

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      password: { type: "string" },
      "existing-account": { type: "boolean", default: false },
    },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(USAGE);
  process.exit(2);
}
const { values, positionals } = parsed;
const email = positionals[0];
if (!email || positionals.length > 1 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(USAGE);
  process.exit(2);
}

let target: ServiceTarget;
let siteUrl: string;
try {
  target = serviceTarget(process.env);
  siteUrl = parseSiteUrl(process.env["NEXT_PUBLIC_SITE_URL"]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const { url, serviceKey, hosted } = target;

const existingAccount = values["existing-account"];
const chosenPassword = values.password;
const password = chosenPassword ?? randomBytes(18).toString("base64url");

try {
  const result = await grantAdmin(createServiceRoleClient(url, serviceKey), {
    email,
    password,
    existingAccount,
    // An operator-chosen password is handed over like a new account's; otherwise nobody knows
    // the replacement, and the owner sets theirs through the link.
    recovery: chosenPassword === undefined,
  });
  if (result.kind === "already-admin") {
    console.log(content.alreadyAdmin(email, url));
  } else {
    console.log(`${email} is an admin of ${url} (user ${result.userId}).`);
    if (result.kind === "created") {
      console.log(
        chosenPassword === undefined
          ? `New account created. Its password: ${password}`
          : "New account created with the given password.",
      );
    } else {
      console.log(content.secured(result.sessionsEnded, result.factorsRemoved, result.wasAdmin));
      if (result.recoveryTokenHash) {
        console.log(content.handOver(recoveryLink(siteUrl, result.recoveryTokenHash), siteUrl));
      } else {
        console.log("Its password is now the one you gave.");
      }
    }
  }
} catch (error) {
  if (error instanceof GrantRefusedError) {
    console.error(
      error.reason === "existing-account"
        ? content.refusedExisting(email)
        : content.refusedProviders(email, error.providers),
    );
    process.exit(1);
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin:create failed: ${message}`);
  if (!hosted && /fetch failed|ECONNREFUSED/i.test(message)) {
    console.error(
      `Is the embedded backend running at ${url}? Start it with \`npm run dev\` or \`npm run supabase:local\`.`,
    );
  }
  process.exit(1);
}
