import { tmpdir } from "node:os";

/** Where the end-to-end run serves the app and its own embedded backend (see playwright.config.ts). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eBackendPort = e2ePort + 51_000;
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`;

// Computed once in the runner and inherited by the workers through the environment.
process.env.E2E_SUPABASE_DATA_DIR ??= `${tmpdir()}/kalpix-e2e-${process.pid}-${Date.now()}`;
/** The embedded backend's data folder for this run; its process id is in `${e2eBackendDataDir}.pid`. */
export const e2eBackendDataDir = process.env.E2E_SUPABASE_DATA_DIR;

// The embedded backend answers browsers only from the app's origins (supabase/config.toml's);
// the app under test runs on its own port, so its origin is added for the backend the webServer
// starts (Playwright hands the runner's environment to it).
process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS = [process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS, e2eBaseUrl]
  .filter(Boolean)
  .join(",");
