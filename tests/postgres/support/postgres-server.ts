/**
 * A throwaway PostgreSQL cluster from the machine's own server binaries (Debian's `postgresql`
 * package), so the migrations and their row-level security run on the same major versions hosted
 * Supabase runs, not only on PGlite. Driven with `psql`: no npm driver is needed.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The bootstrap superuser: the platform's, as on hosted Supabase, where `postgres` is not one. */
export const SUPERUSER = "supabase_admin";

export type PostgresInstall = {
  binDir: string;
  psql: string;
  major: number;
  /** How server programs are started: PostgreSQL refuses to run as root, so root starts them as `postgres`. */
  runAs: { prefix: string[]; uid: number; gid: number } | null;
};

export type Discovery =
  { found: true; install: PostgresInstall } | { found: false; reason: string };

const SERVER_PROGRAMS = ["initdb", "pg_ctl", "postgres"];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const hasServer = (dir: string) =>
  SERVER_PROGRAMS.every((program) => isExecutable(path.join(dir, program)));

const onPath = (program: string, envPath: string | undefined) =>
  (envPath ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, program))
    .filter(isExecutable);

/** Debian installs each major version side by side; the newest one is the one to test. */
function debianBinDir(): string | null {
  let versions: string[];
  try {
    versions = readdirSync("/usr/lib/postgresql").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  return (
    versions
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => `/usr/lib/postgresql/${version}/bin`)
      .find(hasServer) ?? null
  );
}

/** `postgres` on PATH is often a link into the real bin directory, next to initdb and pg_ctl. */
function binDirOnPath(envPath: string | undefined): string | null {
  for (const file of onPath("postgres", envPath)) {
    const dir = path.dirname(realpathSync(file));
    if (hasServer(dir)) return dir;
    if (hasServer(path.dirname(file))) return path.dirname(file);
  }
  return null;
}

function serverUser(): PostgresInstall["runAs"] | string {
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].find(isExecutable);
  if (!runuser)
    return "running as root and `runuser` is missing: PostgreSQL refuses to run as root";
  try {
    const uid = Number(
      execFileSync("id", ["-u", "postgres"], { encoding: "utf8", stdio: "pipe" }).trim(),
    );
    const gid = Number(
      execFileSync("id", ["-g", "postgres"], { encoding: "utf8", stdio: "pipe" }).trim(),
    );
    return { prefix: [runuser, "-u", "postgres", "--"], uid, gid };
  } catch {
    return "running as root and there is no `postgres` user to run the server as (Debian's package creates it)";
  }
}

/**
 * Finds initdb, pg_ctl and postgres: POSTGRES_BIN_DIR if set (a directory without them means "no
 * server", which is how the skip path is tested), else the newest /usr/lib/postgresql/N/bin, else PATH.
 */
export function findPostgres(env: NodeJS.ProcessEnv = process.env): Discovery {
  const override = env.POSTGRES_BIN_DIR;
  const binDir = override
    ? hasServer(override)
      ? override
      : null
    : (debianBinDir() ?? binDirOnPath(env.PATH));
  if (!binDir) {
    return {
      found: false,
      reason: override
        ? `POSTGRES_BIN_DIR=${override} has no initdb, pg_ctl and postgres`
        : "no PostgreSQL server (initdb, pg_ctl, postgres) in /usr/lib/postgresql/*/bin or on PATH; install Debian's `postgresql` package",
    };
  }
  const psql = [path.join(binDir, "psql"), ...onPath("psql", env.PATH)].find(isExecutable);
  if (!psql) return { found: false, reason: `no psql next to ${binDir} nor on PATH` };

  let runAs: PostgresInstall["runAs"] = null;
  if (process.getuid?.() === 0) {
    const user = serverUser();
    if (typeof user === "string") return { found: false, reason: user };
    runAs = user;
  }
  const version = execFileSync(path.join(binDir, "postgres"), ["--version"], { encoding: "utf8" });
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(version)?.[1] ?? NaN);
  return { found: true, install: { binDir, psql, major, runAs } };
}

type Exit = { code: number | null; stdout: string; stderr: string };

function run(
  command: string,
  args: string[],
  options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: "pipe",
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Success: the lines psql printed. Failure: the server's SQLSTATE and primary message. */
export type PsqlResult =
  | { ok: true; lines: string[]; stderr: string }
  | { ok: false; sqlstate: string; message: string; stderr: string };

// psql's own environment must not leak into the test: no PGOPTIONS, PGSERVICE, PGHOST and the like.
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith("PG")) delete env[key];
  return { ...env, ...extra };
}

export class ThrowawayCluster {
  readonly dir = mkdtempSync(path.join(tmpdir(), "kalpix-pg-"));
  readonly data = path.join(this.dir, "data");
  port = 0;
  #started = false;

  constructor(readonly install: PostgresInstall) {
    // The server user must own its directory (and its socket directory inside it).
    if (install.runAs) chownSync(this.dir, install.runAs.uid, install.runAs.gid);
  }

  #server(program: string, args: string[]): Promise<Exit> {
    const command = [
      ...(this.install.runAs?.prefix ?? []),
      path.join(this.install.binDir, program),
      ...args,
    ];
    // cwd: the server user may not be allowed into the test's working directory.
    return run(command[0]!, command.slice(1), { cwd: this.dir, env: cleanEnv() });
  }

  async start(): Promise<void> {
    const init = await this.#server("initdb", [
      `--pgdata=${this.data}`,
      `--username=${SUPERUSER}`,
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
    if (init.code !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
    // Only this machine, only this test: loopback, a socket inside the temp dir, no durability.
    appendFileSync(
      path.join(this.data, "postgresql.conf"),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.dir}'`,
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "shared_buffers = 32MB",
        "timezone = 'UTC'",
        "",
      ].join("\n"),
    );
    const log = path.join(this.dir, "server.log");
    // The free port can be taken between the probe and the bind: try another one.
    for (let attempt = 1; ; attempt++) {
      this.port = await freePort();
      const start = await this.#server("pg_ctl", [
        `--pgdata=${this.data}`,
        `--log=${log}`,
        "--wait",
        "--timeout=30",
        `--options=-p ${this.port}`,
        "start",
      ]);
      if (start.code === 0) break;
      const serverLog = existsSync(log) ? readFileSync(log, "utf8") : "";
      if (attempt < 3 && /could not bind|already in use/i.test(serverLog)) continue;
      throw new Error(`pg_ctl start failed:\n${start.stdout}${start.stderr}\n${serverLog}`);
    }
    this.#started = true;
  }

  /** Runs a script in one psql session; stops at the first error, as a migration tool would. */
  async psql(
    script: string,
    {
      user,
      database = "postgres",
      singleTransaction = false,
    }: { user: string; database?: string; singleTransaction?: boolean },
  ): Promise<PsqlResult> {
    const args = ["-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", "-v", "VERBOSITY=verbose"];
    if (singleTransaction) args.push("-1");
    args.push("-h", "127.0.0.1", "-p", String(this.port), "-U", user, "-d", database, "-f", "-");
    const exit = await run(this.install.psql, args, {
      input: script,
      env: cleanEnv({ PGCONNECT_TIMEOUT: "10" }),
    });
    if (exit.code === 0)
      return {
        ok: true,
        lines: exit.stdout.split("\n").filter((line) => line !== ""),
        stderr: exit.stderr,
      };
    const error = /ERROR:\s+([0-9A-Z]{5}): (.*)/.exec(exit.stderr);
    // Exit 3 is "a statement failed"; anything else (no connection, bad arguments) is the harness's fault.
    if (exit.code !== 3 || !error)
      throw new Error(`psql exited with ${exit.code}:\n${exit.stderr}`);
    return { ok: false, sqlstate: error[1]!, message: error[2]!, stderr: exit.stderr };
  }

  /** Stops the server (if it ever started) and removes every file; safe to call after a failed start. */
  async stop(): Promise<void> {
    try {
      if (this.#started) {
        const stop = await this.#server("pg_ctl", [
          `--pgdata=${this.data}`,
          "--mode=immediate",
          "--wait",
          "stop",
        ]);
        if (stop.code !== 0) {
          // Never leave our server running: its pid is the first line of its pid file.
          const pid = Number(
            readFileSync(path.join(this.data, "postmaster.pid"), "utf8").split("\n")[0],
          );
          if (pid > 0) process.kill(pid, "SIGQUIT");
          throw new Error(
            `pg_ctl stop failed (server ${pid} sent SIGQUIT):\n${stop.stdout}${stop.stderr}`,
          );
        }
        this.#started = false;
      }
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
