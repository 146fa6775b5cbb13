/**
 * `npm run dev` as a developer runs it: the launcher, the embedded backend and Next's dev server.
 * It listens on loopback unless DEV_HOST shares it, its e-mail links follow PORT, the site opens as
 * 127.0.0.1 without Next blocking its own resources, and a port held by anything other than this
 * project's backend stops the launcher instead of being used.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createNetServer, Socket } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";

import { afterAll, afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "kalpix-dev-launcher-"));
const running: ChildProcess[] = [];
const servers: Server[] = [];

async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The launcher as `npm run dev` starts it, in its own process group so all of it can be stopped. */
function launch(env: Record<string, string>, args = ["dev"]) {
  const inherited: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(NEXT_PUBLIC_SUPABASE_|NEXT_PUBLIC_SITE_URL|PORT$|DEV_HOST$)/.test(name),
    ),
  );
  const child = spawn(process.execPath, ["scripts/with-local-supabase.mjs", ...args], {
    cwd: root,
    detached: true,
    env: {
      ...inherited,
      // As `next dev` sets it; Vitest's "test" would make the dev server rewrite tsconfig.json.
      NODE_ENV: "development",
      NEXT_TELEMETRY_DISABLED: "1",
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    return;
  }
  await exited;
  // The backend and Next's server leave with their group; give their ports a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(2000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.connect(port, host);
  });
}

/** This machine's addresses that another machine on the network would use. */
const lanAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && !address.internal && address.family === "IPv4")
  .map((address) => address!.address);

afterEach(async () => {
  await Promise.all(running.splice(0).map(stop));
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the launcher", () => {
  it("exits with Next's own failure code, so a failed build or start fails its caller", async () => {
    const backendPort = await freePort();
    const { child, output } = launch({ LOCAL_SUPABASE_PORT: String(backendPort) }, [
      "start",
      "--no-such-option",
    ]);
    const [code] = (await once(child, "exit")) as [number | null];

    expect(output()).toContain("--no-such-option");
    expect(code).not.toBe(0);
  }, 60_000);
});

describe("npm run dev", () => {
  it("stops when the backend's port answers, but not as this project's backend", async () => {
    const backendPort = await freePort();
    const impostor = createHttpServer((_request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ ok: true }));
    }).listen(backendPort, "127.0.0.1");
    servers.push(impostor);
    await once(impostor, "listening");
    const sitePort = await freePort();

    const { child, output } = launch({
      PORT: String(sitePort),
      LOCAL_SUPABASE_PORT: String(backendPort),
    });
    const [code] = (await once(child, "exit")) as [number | null];

    expect(code).toBe(1);
    expect(output()).toContain(`Something else answers on http://127.0.0.1:${backendPort}`);
    expect(output()).toContain("LOCAL_SUPABASE_PORT");
    expect(await connects("127.0.0.1", sitePort)).toBe(false);
  }, 60_000);

  it("listens on loopback only, and its e-mail links follow PORT", async () => {
    const [sitePort, backendPort] = [await freePort(), await freePort()];
    const { output } = launch({
      PORT: String(sitePort),
      LOCAL_SUPABASE_PORT: String(backendPort),
      LOCAL_SUPABASE_SMTP_PORT: String(await freePort()),
    });
    await waitFor(() => connects("127.0.0.1", sitePort), `the dev server\n${output()}`);

    for (const address of lanAddresses) expect(await connects(address, sitePort)).toBe(false);

    const backend = `http://127.0.0.1:${backendPort}`;
    const health = (await (await fetch(`${backend}/health`)).json()) as { identity?: string };
    expect(health.identity).toMatch(/^[0-9a-f]{16}$/);
    const { LOCAL_ANON_KEY } = await import("@kalpix/local-supabase/keys");
    await fetch(`${backend}/auth/v1/recover`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com" }),
    });
    const [mail] = (await (await fetch(`${backend}/inbox.json?to=admin@example.com`)).json()) as [
      { link: string },
    ];
    expect(new URL(mail.link).searchParams.get("redirect_to")).toBe(`http://localhost:${sitePort}`);
  }, 180_000);

  it("with DEV_HOST=0.0.0.0 is reachable on the network, and opens as 127.0.0.1 unblocked", async () => {
    const [sitePort, backendPort] = [await freePort(), await freePort()];
    const { output } = launch({
      PORT: String(sitePort),
      DEV_HOST: "0.0.0.0",
      LOCAL_SUPABASE_PORT: String(backendPort),
      LOCAL_SUPABASE_SMTP_PORT: String(await freePort()),
    });
    await waitFor(() => connects("127.0.0.1", sitePort), `the dev server\n${output()}`);

    for (const address of lanAddresses) expect(await connects(address, sitePort)).toBe(true);
    // Next answers 403 "Unauthorized" to a dev resource asked for from an origin it does not allow.
    for (const host of ["127.0.0.1", "localhost", ...lanAddresses]) {
      const response = await fetch(`http://127.0.0.1:${sitePort}/_next/static/chunks/none.js`, {
        headers: { origin: `http://${host}:${sitePort}` },
      });
      expect({ host, status: response.status }).toEqual({ host, status: 404 });
    }
    const foreign = await fetch(`http://127.0.0.1:${sitePort}/_next/static/chunks/none.js`, {
      headers: { origin: "http://evil.example" },
    });
    expect(foreign.status).toBe(403);
  }, 180_000);
});
