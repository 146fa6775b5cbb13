import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";

/**
 * Two ports the kernel reports free, for the e2e backend's API and its mail catcher. Fixed numbers
 * (the API port + 51 000, the catcher 4 above it) failed a CI run when another process held one;
 * the config is loaded synchronously, so a short child process asks the kernel.
 */
function freeLoopbackPorts(): [number, number] {
  const probe = `
    const net = require("node:net");
    const servers = [net.createServer(), net.createServer()];
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, "127.0.0.1", ok)))).then(() => {
      console.log(servers.map((s) => s.address().port).join(" "));
      servers.forEach((s) => s.close());
    });`;
  const [api, smtp] = execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" })
    .trim()
    .split(" ")
    .map(Number);
  return [api!, smtp!];
}

// Computed once in the runner and inherited by the workers (and the webServer) through the environment.
if (!process.env.E2E_BACKEND_PORT || !process.env.E2E_BACKEND_SMTP_PORT) {
  [process.env.E2E_BACKEND_PORT, process.env.E2E_BACKEND_SMTP_PORT] =
    freeLoopbackPorts().map(String);
}

/** Where the end-to-end run serves the app and its own embedded backend (see playwright.config.ts). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eBackendPort = Number(process.env.E2E_BACKEND_PORT);
export const e2eBackendSmtpPort = Number(process.env.E2E_BACKEND_SMTP_PORT);
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`;

process.env.E2E_SUPABASE_DATA_DIR ??= `${tmpdir()}/kalpix-e2e-${process.pid}-${Date.now()}`;
/** The embedded backend's data folder for this run; its process id is in `${e2eBackendDataDir}.pid`. */
export const e2eBackendDataDir = process.env.E2E_SUPABASE_DATA_DIR;

// The embedded backend answers browsers only from the app's origins (supabase/config.toml's);
// the app under test runs on its own port, so its origin is added for the backend the webServer
// starts (Playwright hands the runner's environment to it).
process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS = [
  process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS,
  e2eBaseUrl,
]
  .filter(Boolean)
  .join(",");
