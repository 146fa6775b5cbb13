import { defineConfig, devices } from "@playwright/test";

import {
  e2eBaseUrl as baseURL,
  e2eBackendDataDir,
  e2eBackendPort,
  e2eBackendSmtpPort,
  e2ePort as port,
} from "./e2e/environment";
import { systemChromium } from "./scripts/system-chromium.mjs";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: systemChromium(),
    args: [
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", testIgnore: /(faults|publishing)\.spec\.ts/, use: chromium },
    // Changes which reviews are approved across the whole database, so it runs alone, after them.
    {
      name: "publishing",
      testMatch: /publishing\.spec\.ts/,
      dependencies: ["chromium"],
      use: chromium,
    },
    // Stops the backend under the running app, so it runs last, after every other test.
    { name: "faults", testMatch: /faults\.spec\.ts/, dependencies: ["publishing"], use: chromium },
  ],
  webServer: {
    command: `npm run build && npm run start -- --port ${port} --hostname 127.0.0.1`,
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    // A fresh embedded backend for every run, on its own port so a running `npm run dev` is untouched.
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      LOCAL_SUPABASE_PORT: String(e2eBackendPort),
      LOCAL_SUPABASE_SMTP_PORT: String(e2eBackendSmtpPort),
      LOCAL_SUPABASE_DATA_DIR: e2eBackendDataDir,
      // Every test posts from 127.0.0.1; the limiter itself is covered by the integration tests.
      FORM_RATE_LIMIT_MAX: "1000",
      // Tests fill forms at a program's speed; the spam check's timing runs on its own instance.
      FORM_MIN_FILL_SECONDS: "0",
      // The same for failed sign-ins, counted by the login (per browser) and by the embedded Auth
      // server (per address: the app server's). The per-account limit stays, and is tested here.
      LOGIN_RATE_LIMIT_MAX: "1000",
      LOCAL_SUPABASE_AUTH_FAILURES_PER_ADDRESS: "1000",
      // The app's own one e-mail a minute per address is what these tests meet; Auth's
      // max_frequency has its own test (local-supabase/tests/auth/otp-frequency).
      LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY: "0",
    },
  },
});
