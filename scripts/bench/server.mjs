// Shared by the benchmarks: build the app and serve the production build with its own embedded
// backend, on ports and a data folder of its own, so a running `npm run dev` or e2e run is untouched.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");

export function parseArgs(argv = process.argv.slice(2)) {
  const options = {};
  for (const arg of argv) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument: ${arg}`);
    options[match[1]] = match[2] ?? true;
  }
  return options;
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export async function freePort(start) {
  for (let port = start; port < start + 200; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port from ${start}`);
}

const groups = new Set();
let cleanups = [];

/** Runs a command in its own process group, so stopping it also stops whatever it started. */
export function runGroup(command, args, { env, quiet, cwd = root }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    detached: true,
  });
  // Kept after the command itself exits: what it started may still be running.
  groups.add(child);
  if (quiet) {
    // Kept for the error message if it fails; the normal output is noise in a benchmark.
    child.output = "";
    const keep = (chunk) => {
      child.output = (child.output + chunk).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
  }
  return child;
}

function stopGroup(child, signal = "SIGTERM") {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function groupIsRunning(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Stops every process group started here and waits until no process of it is left (SIGKILL after
 * 5 s). Waiting for the command alone is not enough: `npm start` exits at once, while the embedded
 * backend it started shuts its database down and keeps its ports meanwhile, and a benchmark
 * started right after (`npm run bench` after `npm run bench:interactions`) found them taken.
 */
export async function stopAll() {
  const pending = [...groups].map(async (child) => {
    groups.delete(child);
    stopGroup(child);
    const killAt = Date.now() + 5000;
    // A process that no one reaps stays in its group, holding no port: stop waiting for it.
    const giveUpAt = killAt + 2000;
    while (groupIsRunning(child) && Date.now() < giveUpAt) {
      if (Date.now() > killAt) stopGroup(child, "SIGKILL");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await Promise.all(pending);
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // best effort
    }
  }
  cleanups = [];
}

let exiting = false;
/** On Ctrl-C, SIGTERM, an uncaught error or a normal end: stop the server and backend first. */
export function installExitHandlers() {
  const bail = (code) => async () => {
    if (exiting) return;
    exiting = true;
    await stopAll();
    process.exit(code);
  };
  process.on("SIGINT", bail(130));
  process.on("SIGTERM", bail(143));
  process.on("SIGHUP", bail(129));
  process.on("uncaughtException", async (error) => {
    console.error(error);
    await bail(1)();
  });
  process.on("unhandledRejection", async (error) => {
    console.error(error);
    await bail(1)();
  });
  // Last resort if the process leaves without the handlers above (process.exit elsewhere).
  process.on("exit", () => {
    for (const child of groups) stopGroup(child, "SIGKILL");
  });
}

function waitForExit(child) {
  return new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

/**
 * Builds (unless `build` is false) and starts the production server. Returns { baseUrl, env }.
 * Every process is in a group of its own and is stopped by stopAll().
 */
export async function startApp({
  build = true,
  port = 3300,
  backendPort = 54300,
  log = console.log,
} = {}) {
  const appPort = await freePort(port);
  const supabasePort = await freePort(backendPort);
  // The backend's mail catcher listens beside it (its API port + 4 unless told otherwise).
  const smtpPort = await freePort(supabasePort + 4);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kalpix-bench-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    NEXT_TELEMETRY_DISABLED: "1",
    LOCAL_SUPABASE_PORT: String(supabasePort),
    LOCAL_SUPABASE_SMTP_PORT: String(smtpPort),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
  };
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";

  if (build) {
    log("Building the app (npm run build) ...");
    const started = Date.now();
    const builder = runGroup(npm, ["run", "build"], { env, quiet: true });
    const code = await waitForExit(builder);
    // `npm run build` can end with 0 although Next failed (a type error): trust the fresh BUILD_ID only.
    const buildId = path.join(root, ".next", "BUILD_ID");
    const fresh = existsSync(buildId) && statSync(buildId).mtimeMs >= started - 1000;
    if (code !== 0 || !fresh) {
      console.error(builder.output);
      throw new Error(`npm run build failed with code ${code}`);
    }
    log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }

  const baseUrl = `http://127.0.0.1:${appPort}`;
  log(`Starting the production server at ${baseUrl} (backend on port ${supabasePort}) ...`);
  const server = runGroup(
    npm,
    ["run", "start", "--", "--port", String(appPort), "--hostname", "127.0.0.1"],
    {
      env,
      quiet: true,
    },
  );
  await waitUntilServing(server, baseUrl, {
    name: "The production server",
    timeoutMs: 120_000,
    hint: " (is there a build? run without --no-build)",
  });
  return { baseUrl, env, server };
}

/** Polls `baseUrl` until it answers 2xx; fails with the server's output if it exits or times out. */
async function waitUntilServing(server, baseUrl, { name, timeoutMs, hint = "" }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      console.error(server.output);
      throw new Error(`${name} exited before it answered${hint}.`);
    }
    const ok = await fetch(baseUrl, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) {
      console.error(server.output);
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const REFERENCE_LAYOUT = `export const metadata = { title: "Bare Next page", description: "The framework's own cost, for the benchmark." };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, padding: 24 }}>{children}</body>
    </html>
  );
}
`;
const REFERENCE_PAGE = `import { Widgets } from "./widgets";

export default function Page() {
  return (
    <main>
      <h1 style={{ fontSize: 48 }}>A bare Next page</h1>
      <p>One server component and one small client component: no web fonts, no images.</p>
      <Widgets />
    </main>
  );
}
`;
// The framework's own cost of each kind of interaction `npm run bench:interactions` measures: a
// button toggling state that filters a list, a dialog whose content mounts on opening, a controlled
// text input, a form whose submit shows a busy label and a client link.
const REFERENCE_WIDGETS = `"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";

const FILTERS = ["All", "Web", "Mobile", "AI", "Design", "Growth"];
const ITEMS = Array.from({ length: 12 }, (_, i) => ({ id: i, category: FILTERS[1 + (i % 5)] }));

export function Widgets() {
  const [filter, setFilter] = useState("All");
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [drops, setDrops] = useState(0);
  const [sending, setSending] = useState(false);
  const dragStart = useRef(null);
  const dialog = useRef(null);
  useEffect(() => {
    if (open && !dialog.current.open) dialog.current.showModal();
    if (!open && dialog.current.open) dialog.current.close();
  }, [open]);
  return (
    <section>
      <div role="group" aria-label="Filter">
        {FILTERS.map((name) => (
          <button key={name} type="button" aria-pressed={name === filter} onClick={() => setFilter(name)}>
            {name}
          </button>
        ))}
      </div>
      <ul>
        {ITEMS.filter((item) => filter === "All" || item.category === filter).map((item) => (
          <li key={item.id}>Item {item.id}, {item.category}</li>
        ))}
      </ul>
      <button
        type="button"
        style={{ touchAction: "none" }}
        onPointerDown={(event) => {
          dragStart.current = event.clientX;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (dragStart.current === null) return;
          event.currentTarget.style.transform = "translateX(" + (event.clientX - dragStart.current) + "px)";
        }}
        onPointerUp={(event) => {
          dragStart.current = null;
          event.currentTarget.style.transform = "";
          setDrops((count) => count + 1);
        }}
      >
        Drag me ({drops} dropped)
      </button>
      <button type="button" onClick={() => setOpen(true)}>Open dialog</button>
      <dialog ref={dialog} onClose={() => setOpen(false)} aria-labelledby="dialog-title">
        {open ? (
          <div>
            <h2 id="dialog-title">A dialog</h2>
            <button type="button" onClick={() => setOpen(false)}>Close</button>
          </div>
        ) : null}
      </dialog>
      <p>
        <label>
          Text <input name="text" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSending(true);
          setTimeout(() => setSending(false), 3000);
        }}
      >
        <label>
          Message <textarea name="message" />
        </label>
        <button type="submit" aria-disabled={sending || undefined}>{sending ? "Sending..." : "Send"}</button>
      </form>
      <p>
        <Link href="/other">Another page</Link>
      </p>
    </section>
  );
}
`;
const REFERENCE_OTHER_PAGE = `import Link from "next/link";

export default function Other() {
  return (
    <main>
      <h1 style={{ fontSize: 48 }}>Another page</h1>
      <p>
        <Link href="/">Back</Link>
      </p>
    </main>
  );
}
`;

/**
 * The bare reference page, measured beside the site in every `npm run bench` (and alone with
 * `--reference`, and beside every interaction of `npm run bench:interactions`): a bare App Router
 * page (one server component and one small client component) on the same next, react and
 * react-dom versions as the site, installed from the registry into a folder of the system's temp
 * directory (outside the repository, so lint and typecheck never see it), built and served like the
 * site. What it scores is the framework's own floor. The install and build are kept and reused
 * while the versions and the page's source stay the same.
 */
export async function startReferenceApp({ port = 3600, log = console.log } = {}) {
  const version = (name) =>
    JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;
  const dir = path.join(tmpdir(), `kalpix-bench-reference-next-${version("next")}`);
  const packageJson = JSON.stringify({
    private: true,
    dependencies: {
      next: version("next"),
      react: version("react"),
      "react-dom": version("react-dom"),
    },
  });
  // Without an icon the browser's /favicon.ico request is a 404 in the console (best practices).
  const icon =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="4" fill="#111"/></svg>';
  const stamp = JSON.stringify({
    packageJson,
    REFERENCE_LAYOUT,
    REFERENCE_PAGE,
    REFERENCE_WIDGETS,
    REFERENCE_OTHER_PAGE,
    icon,
  });
  const stampFile = path.join(dir, "stamp.json");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const env = { NEXT_TELEMETRY_DISABLED: "1" };
  const inDir = (command, args) => {
    const child = runGroup(command, args, { env, quiet: true, cwd: dir });
    return waitForExit(child).then((code) => {
      if (code !== 0) {
        console.error(child.output);
        throw new Error(`${command} ${args.join(" ")} failed with code ${code} in ${dir}`);
      }
    });
  };
  const built =
    existsSync(path.join(dir, ".next", "BUILD_ID")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp;
  if (built) {
    log(`Reusing the reference page built in ${dir}.`);
  } else {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, "app"), { recursive: true });
    writeFileSync(path.join(dir, "package.json"), packageJson);
    writeFileSync(path.join(dir, "app", "layout.jsx"), REFERENCE_LAYOUT);
    writeFileSync(path.join(dir, "app", "page.jsx"), REFERENCE_PAGE);
    writeFileSync(path.join(dir, "app", "widgets.jsx"), REFERENCE_WIDGETS);
    mkdirSync(path.join(dir, "app", "other"));
    writeFileSync(path.join(dir, "app", "other", "page.jsx"), REFERENCE_OTHER_PAGE);
    writeFileSync(path.join(dir, "app", "icon.svg"), icon);
    log(
      `Installing next ${version("next")} and react ${version("react")} for the reference page ...`,
    );
    await inDir(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
    log("Building the reference page ...");
    await inDir(npm, ["exec", "--", "next", "build"]);
    writeFileSync(stampFile, stamp);
  }
  const appPort = await freePort(port);
  const baseUrl = `http://127.0.0.1:${appPort}`;
  const server = runGroup(
    npm,
    ["exec", "--", "next", "start", "--port", String(appPort), "--hostname", "127.0.0.1"],
    {
      env,
      quiet: true,
      cwd: dir,
    },
  );
  await waitUntilServing(server, baseUrl, { name: "The reference server", timeoutMs: 60_000 });
  log(`Reference page at ${baseUrl}`);
  return { baseUrl };
}
