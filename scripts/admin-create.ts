/**
 * `npm run admin:create -- <email> [--password <password>]`: creates or promotes an admin.
 *
 * Against a hosted project: set NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY (the service
 * role key), in the environment or .env.local. Without them it talks to the embedded local
 * backend (`npm run dev` or `npm run supabase:local` must be running).
 */
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

import type * as NextEnv from "@next/env";
import { createClient } from "@supabase/supabase-js";

import { grantAdmin } from "../lib/admin/grant-admin.ts";
import { LOCAL_HOST, LOCAL_PORT, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";

const require = createRequire(import.meta.url);
const { loadEnvConfig } = require("@next/env") as typeof NextEnv;
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { password: { type: "string" } },
});
const email = positionals[0];
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error("Usage: npm run admin:create -- <email> [--password <password>]");
  process.exit(2);
}

const hosted = process.env["NEXT_PUBLIC_SUPABASE_URL"];
const url = hosted ?? `http://${LOCAL_HOST}:${process.env["LOCAL_SUPABASE_PORT"] ?? LOCAL_PORT}`;
const serviceKey = hosted
  ? (process.env["SUPABASE_SECRET_KEY"] ?? process.env["SUPABASE_SERVICE_ROLE_KEY"])
  : LOCAL_SERVICE_ROLE_KEY;
if (!serviceKey) {
  console.error("SUPABASE_SECRET_KEY (the service role key) is required when NEXT_PUBLIC_SUPABASE_URL is set.");
  process.exit(2);
}

const generated = values.password === undefined;
const password = values.password ?? randomBytes(12).toString("base64url");
const service = createClient(url, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

try {
  const result = await grantAdmin(service, { email, password });
  console.log(`${email} is an admin of ${url} (user ${result.userId}).`);
  if (result.createdUser) {
    console.log(generated ? `New account created. Its password: ${password}` : "New account created with the given password.");
  } else {
    console.log(
      result.alreadyAdmin
        ? "The account already existed and was already an admin; nothing changed."
        : "The account already existed; its password is unchanged.",
    );
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin:create failed: ${message}`);
  if (!hosted && /fetch failed|ECONNREFUSED/i.test(message)) {
    console.error(`Is the embedded backend running at ${url}? Start it with \`npm run dev\` or \`npm run supabase:local\`.`);
  }
  process.exit(1);
}
