/**
 * The start script names the port that is taken (a CI run once failed on the mail catcher's port
 * while the message blamed 54321), and exits without leaving a half-started backend behind.
 */
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "kalpix-port-in-use-"));
const servers: Server[] = [];

async function occupiedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  servers.push(server);
  return (server.address() as { port: number }).port;
}

async function start(env: Record<string, string>) {
  try {
    await promisify(execFile)(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "local-supabase/src/start.ts"],
      {
        cwd: root,
        env: { ...process.env, LOCAL_SUPABASE_DATA_DIR: dataDir, ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("start script with a port taken", () => {
  it("names the mail catcher's port when that one is in use", async () => {
    const taken = await occupiedPort();
    const free = await occupiedPort().then((port) => (servers.pop()!.close(), port));
    const run = await start({
      LOCAL_SUPABASE_PORT: String(free),
      LOCAL_SUPABASE_SMTP_PORT: String(taken),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${taken} is in use`);
    expect(run.stderr).not.toContain("54321");
  }, 60_000);

  it("names the API port when that one is in use", async () => {
    const taken = await occupiedPort();
    const run = await start({ LOCAL_SUPABASE_PORT: String(taken), LOCAL_SUPABASE_SMTP_PORT: "0" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${taken} is in use`);
  }, 60_000);
});
