/**
 * Durability of the embedded backend: rows acknowledged before a SIGKILL are all there after a
 * restart, exactly once. Runs the real start script as a child process on a temporary folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { LOCAL_SERVICE_ROLE_KEY } from "../src/config.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "kalpix-durability-"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

async function startBackend(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "local-supabase/src/start.ts"],
    {
      cwd: root,
      env: { ...process.env, LOCAL_SUPABASE_PORT: String(port), LOCAL_SUPABASE_DATA_DIR: dataDir },
      stdio: "ignore",
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("backend did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const headers = (key: string) => ({
  apikey: key,
  authorization: `Bearer ${key}`,
  "content-type": "application/json",
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("embedded backend durability", () => {
  it("keeps every acknowledged row through a SIGKILL, exactly once", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/rest/v1`;
    let backend = await startBackend(port);
    const marker = `durable-${Date.now()}`;
    const acknowledged = new Set<string>();

    const send = async (i: number) => {
      const name = `${marker}-${i}`;
      try {
        // As the app's server stores an enquiry: only it may insert.
        const response = await fetch(`${base}/form_submissions`, {
          method: "POST",
          headers: headers(LOCAL_SERVICE_ROLE_KEY),
          body: JSON.stringify({
            name,
            email: "load@example.com",
            message: "Durability test message.",
          }),
        });
        if (response.status === 201) acknowledged.add(name);
      } catch {
        // the connection died with the process: not acknowledged
      }
    };

    // A first batch is fully acknowledged; a second is in flight when the process is killed.
    await Promise.all(Array.from({ length: 40 }, (_, i) => send(i)));
    expect(acknowledged.size).toBe(40);
    const inFlight = Array.from({ length: 80 }, (_, i) => send(40 + i));
    await new Promise((resolve) => setTimeout(resolve, 150));
    backend.kill("SIGKILL");
    await Promise.all(inFlight);
    if (backend.exitCode === null && backend.signalCode === null) await once(backend, "exit");

    backend = await startBackend(port);
    try {
      const response = await fetch(`${base}/form_submissions?select=name&name=like.${marker}-*`, {
        headers: headers(LOCAL_SERVICE_ROLE_KEY),
      });
      const rows = (await response.json()) as { name: string }[];
      const stored = rows.map((row) => row.name);
      expect(new Set(stored).size).toBe(stored.length);
      for (const name of acknowledged) expect(stored).toContain(name);
    } finally {
      backend.kill("SIGTERM");
    }
  }, 120_000);
});
