import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";

import { e2eBackendUrl } from "./environment";
import { expect } from "./fixtures";

// Playwright runs from the project folder, where the test server's build is.
const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

async function isServing(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/contact`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * One more `next start` of the test server's build beside it, on the same embedded backend and
 * with the same server secret (so every instance derives the same client keys), plus `env`:
 * the settings a test needs that the test server does not have. Resolves once it serves pages.
 */
export async function startAppInstance(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; server: ChildProcess; output: () => string }> {
  const url = `http://127.0.0.1:${port}`;
  if (await isServing(url))
    throw new Error(`port ${port} is already serving: stop that server first`);
  const server = spawn(
    process.execPath,
    [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_PUBLIC_SUPABASE_URL: e2eBackendUrl,
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_ANON_KEY,
        SUPABASE_SECRET_KEY: LOCAL_SERVICE_ROLE_KEY,
        // As on the test server: tests fill forms at a program's speed (e2e/leads.spec.ts sets its own).
        FORM_MIN_FILL_SECONDS: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // Everything the instance printed, for tests that check what reaches the server's logs.
  let printed = "";
  for (const stream of [server.stdout, server.stderr])
    stream?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  await expect.poll(() => isServing(url), { timeout: 90_000, intervals: [250] }).toBe(true);
  return { url, server, output: () => printed };
}

/** Ends the instances: SIGTERM, then SIGKILL after 5 s. */
export async function stopAppInstances(servers: ChildProcess[]): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }),
  );
}
