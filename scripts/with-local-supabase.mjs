// `npm run dev`, `npm run build` and `npm start`: run Next, and beside it the embedded Supabase
// backend whenever no Supabase project is configured (NEXT_PUBLIC_SUPABASE_URL unset in the
// environment and .env files). The build needs it too: it prerenders the pages that show reviews.
//   node scripts/with-local-supabase.mjs dev|build|start [next options]
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

import { devSiteUrl, listenArgs } from "./dev-server-options.mjs";

const require = createRequire(import.meta.url);
require("./check-node.cjs");

const root = path.resolve(import.meta.dirname, "..");
const [command = "dev", ...nextArgs] = process.argv.slice(2);
const { loadEnvConfig } = require("@next/env");
loadEnvConfig(root, command === "dev", { info: () => {}, error: console.error });

const children = new Set();
function run(cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}
function stopAll(code = 0) {
  // Set first: once the children are gone the process may end before the timer, with this code.
  process.exitCode = code;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 300).unref();
}
process.on("SIGINT", () => stopAll(130));
process.on("SIGTERM", () => stopAll(143));

/** Who answers on the backend's port: nobody, this project's backend, or something else. */
async function whoAnswers(url, identity) {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    const health = await response.json().catch(() => ({}));
    return health?.identity === identity ? "ours" : "other";
  } catch {
    return "nobody";
  }
}

if (command === "dev") {
  // Links in e-mails and redirects follow the port the dev server runs on.
  process.env.NEXT_PUBLIC_SITE_URL ||= devSiteUrl(nextArgs, process.env);
}
const embeddedBackend = !process.env.NEXT_PUBLIC_SUPABASE_URL;
nextArgs.push(...listenArgs(command, nextArgs, process.env, { embeddedBackend }));

let env = {};
if (!process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.VERCEL) {
  // A deployment must never be built against a backend on 127.0.0.1.
  console.error(
    "NEXT_PUBLIC_SUPABASE_URL is not set: configure the Supabase project in the Vercel settings.",
  );
  process.exit(1);
}
if (!process.env.NEXT_PUBLIC_SUPABASE_URL) {
  const local = await import("@kalpix/local-supabase/config");
  const { backendIdentity } = await import("@kalpix/local-supabase/identity");
  const config = local.localConfig();
  const identity = backendIdentity(config.dataDir);
  const answering = await whoAnswers(config.apiUrl, identity);
  if (answering === "other") {
    console.error(
      `Something else answers on ${config.apiUrl}: not this project's local Supabase for ` +
        `${config.dataDir}. Stop it, or set LOCAL_SUPABASE_PORT to a free port.`,
    );
    process.exit(1);
  }
  if (answering === "ours") {
    console.log(`Using the local Supabase already running at ${config.apiUrl}`);
  } else {
    const backend = run(process.execPath, [
      "--disable-warning=ExperimentalWarning",
      "local-supabase/src/start.ts",
    ]);
    backend.on("exit", (code) => {
      if (code) {
        console.error(`The local Supabase backend exited with code ${code}.`);
        stopAll(code);
      }
    });
    const deadline = Date.now() + 120_000;
    while ((await whoAnswers(config.apiUrl, identity)) !== "ours") {
      if (Date.now() > deadline || backend.exitCode !== null) {
        console.error("The local Supabase backend did not start.");
        stopAll(1);
        await new Promise(() => {});
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  env = {
    NEXT_PUBLIC_SUPABASE_URL: config.apiUrl,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: config.anonKey,
    SUPABASE_SECRET_KEY: config.serviceRoleKey,
    // Staff notifications go to the backend's mail catcher and show in its inbox.
    ...(process.env.SMTP_URL || config.smtpPort === null
      ? {}
      : { SMTP_URL: `smtp://${config.host}:${config.smtpPort}` }),
    // Only the catcher receives it here, so the enquirer's auto-reply can be seen in the inbox.
    ...(process.env.SMTP_URL || config.smtpPort === null || process.env.CONTACT_AUTO_REPLY
      ? {}
      : { CONTACT_AUTO_REPLY: "on" }),
  };
  if (command !== "build") await sayFactorPolicy(config);
}

/** The database decides whether admins need an authenticator app; the local seed turns it off. */
async function sayFactorPolicy({ apiUrl, serviceRoleKey }) {
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
  const rows = await fetch(`${apiUrl}/rest/v1/security_settings?select=require_second_factor`, {
    headers,
  })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  const required = rows?.[0]?.require_second_factor;
  if (required === false)
    console.log(
      "Admins' second factor: optional here (supabase/seed.sql), so the local admin signs in with its password alone; `npm run admin:require-mfa -- on` requires it, as every pushed project does.",
    );
  else if (required === true)
    console.log(
      "Admins' second factor: required, so an admin without an authenticator app sees only the security page; `npm run admin:require-mfa -- off` makes it optional on this local backend.",
    );
}

const next = run(
  process.execPath,
  [require.resolve("next/dist/bin/next"), command, ...nextArgs],
  env,
);
next.on("exit", (code) => stopAll(code ?? 0));
