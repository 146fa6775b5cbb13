/**
 * Starts the embedded Supabase-compatible backend on its own:
 *   npm run supabase:local
 * It prints the URL, the keys, the local admin and the inbox, and runs until stopped.
 */
import { rmSync, writeFileSync } from "node:fs";

import { startLocalSupabase } from "./server.ts";

const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(`The local backend needs Node.js 22 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

try {
  const local = await startLocalSupabase();
  const { config } = local;
  const lines = [
    "",
    "  Local Supabase (embedded, PGlite) is running",
    `  API URL           ${local.url}`,
    `  REST              ${local.url}/rest/v1`,
    `  Auth              ${local.url}/auth/v1`,
    `  Inbox             ${local.url}/inbox`,
    local.smtpUrl
      ? `  SMTP (mail catch) ${local.smtpUrl}  (staff notifications land in the inbox)`
      : "",
    `  Database folder   ${config.dataDir ?? "in memory"}`,
    `  Publishable key   ${config.anonKey}`,
    `  Secret key        ${config.serviceRoleKey}`,
    local.admin
      ? `  Local admin       ${local.admin.email} / ${config.admin?.password}`
      : "  Local admin       none",
    `  Public sign-up    ${config.enableSignup ? "on" : "off ([auth] enable_signup in supabase/config.toml)"}`,
    local.migrations.applied.length
      ? `  Migrations run    ${local.migrations.applied.join(", ")}`
      : "",
    local.migrations.seeded ? "  Seed              supabase/seed.sql applied" : "",
    ...local.migrations.edited.map(
      (file) =>
        `  WARNING           supabase/migrations/${file} changed after this database applied it, so it lacks the change: put changes in a new migration; for a fresh local database, stop and delete ${config.dataDir ?? "the data folder"}`,
    ),
    "",
  ].filter((line, i, all) => line !== "" || i === 0 || i === all.length - 1);
  console.log(lines.join("\n"));
  // Beside the data folder, so tools and tests can find (and stop) the process that owns it.
  const pidFile = config.dataDir ? `${config.dataDir}.pid` : null;
  if (pidFile) writeFileSync(pidFile, String(process.pid));

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    if (pidFile) rmSync(pidFile, { force: true });
    await local.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    const { port } = error as { port?: number };
    console.error(
      `Port ${port ?? "?"} is in use: is the local backend (or \`supabase start\`) already running? Set LOCAL_SUPABASE_PORT (API) or LOCAL_SUPABASE_SMTP_PORT (mail catcher) to use others.`,
    );
  } else {
    console.error("The local backend failed to start:", error);
  }
  process.exit(1);
}
