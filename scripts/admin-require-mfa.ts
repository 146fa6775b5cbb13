/**
 * `npm run admin:require-mfa -- on|off|status`: whether every admin must add an authenticator app
 * (a second factor) before seeing any enquiry. The one place that decides is the database
 * (public.security_settings, read by is_admin() and the app alike); the migrations leave it on,
 * the local seed turns it off.
 *
 * Against a hosted project: set NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY (the service
 * role key), in the environment or .env.local. Without them it talks to the embedded local
 * backend (`npm run dev` or `npm run supabase:local` must be running; LOCAL_SUPABASE_PORT if not
 * on 54321). Exit codes: 0 done, 1 failed or (on, status) found optional, 2 bad usage.
 */
import { createRequire } from "node:module";

import type * as NextEnv from "@next/env";

import {
  readSecondFactorRequired,
  setSecondFactorRequired,
} from "../lib/admin/second-factor-policy.ts";
import { createServiceRoleClient } from "../lib/supabase/service-client.ts";
import { serviceTarget, type ServiceTarget } from "./service-target.ts";

const require = createRequire(import.meta.url);
const { loadEnvConfig } = require("@next/env") as typeof NextEnv;
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const USAGE = "Usage: npm run admin:require-mfa -- on|off|status";

const content = {
  required: (url: string) =>
    `Second factors are required at ${url}: an admin without an authenticator app sees only the security page, and a password-only token reads nothing through /rest/v1.`,
  optional: (url: string) =>
    `Second factors are OPTIONAL at ${url}: an admin without an authenticator app reads every enquiry with a password alone.`,
  hostedOff:
    "Turn it back on with `npm run admin:require-mfa -- on` unless this project is not production.",
};

const [command, ...rest] = process.argv.slice(2);
if (!command || rest.length > 0 || !["on", "off", "status"].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

let target: ServiceTarget;
try {
  target = serviceTarget(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const { url, serviceKey, hosted } = target;

try {
  const service = createServiceRoleClient(url, serviceKey);
  if (command !== "status") await setSecondFactorRequired(service, command === "on");
  const required = await readSecondFactorRequired(service);
  if (required) {
    console.log(content.required(url));
  } else {
    console.warn(content.optional(url));
    if (hosted) console.warn(content.hostedOff);
  }
  process.exit(required || command === "off" ? 0 : 1);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin:require-mfa failed: ${message}`);
  if (!hosted && /fetch failed|ECONNREFUSED/i.test(message)) {
    console.error(
      `Is the embedded backend running at ${url}? Start it with \`npm run dev\` or \`npm run supabase:local\`.`,
    );
  }
  process.exit(1);
}
