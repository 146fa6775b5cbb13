import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

import type { Results } from "@electric-sql/pglite";

/** What a unit of work runs its statements with: the part of PGlite's Transaction this backend uses. */
export type Transaction = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

/** The database itself, for statements outside a request: baseline, migrations, tests' own SQL. */
export type Database = Transaction & {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
};

export type TransactionOptions = {
  /** Longest one statement (or the COMMIT) may run, in ms; null or 0 for no limit. */
  statementTimeoutMs?: number | null;
};

/** PostgreSQL's own error for a statement cut off by statement_timeout (SQLSTATE 57014). */
function statementTimeoutError(): Error {
  return Object.assign(new Error("canceling statement due to statement timeout"), {
    name: "DatabaseError",
    code: "57014",
    severity: "ERROR",
  });
}

type Message = { op: string; sql?: string; params?: unknown[]; tx?: boolean };
type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};
type Reply = { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> };

/** Scratch folders still open, removed even when a run ends without close(). */
const scratchDirs = new Set<string>();
process.once("exit", () => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

const toError = (fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(String(fields.message ?? "database error")), fields);

/**
 * PGlite in a worker thread. PGlite runs each statement synchronously in the thread that owns it,
 * where neither statement_timeout (its timer needs the event loop) nor anything else can stop it.
 * Here the owning thread is a worker: when a statement overruns, the worker is ended and a new one
 * opens the same folder, which is Postgres' crash recovery: that transaction is lost, every
 * committed one is kept, and the next request is served at once.
 */
class PgliteWorker {
  readonly #dataDir: string;
  #worker!: Worker;
  #ready!: Promise<void>;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  /** Bumped on every restart: a transaction begun before it no longer exists. */
  generation = 0;

  constructor(dataDir: string) {
    this.#dataDir = dataDir;
    this.#start();
  }

  get ready(): Promise<void> {
    return this.#ready;
  }

  #start(): void {
    const worker = new Worker(new URL("./pg-worker.mjs", import.meta.url), {
      workerData: { dataDir: this.#dataDir },
    });
    this.#worker = worker;
    this.#ready = new Promise<void>((resolve, reject) => {
      worker.once("message", (first: { ready: boolean; error?: Record<string, unknown> }) =>
        first.ready ? resolve() : reject(toError(first.error)),
      );
      worker.once("error", reject);
    });
    this.#ready.then(
      () => this.#idle(),
      () => undefined,
    );
    worker.on("message", (reply: Reply) => {
      if (worker !== this.#worker || typeof reply.id !== "number") return;
      const entry = this.#pending.get(reply.id);
      if (!entry) return;
      this.#pending.delete(reply.id);
      clearTimeout(entry.timer);
      this.#idle();
      if (reply.ok) entry.resolve(reply.result);
      else entry.reject(toError(reply.error));
    });
    worker.on("error", (error) => {
      if (worker === this.#worker) this.#failAll(error);
    });
    worker.on("exit", () => {
      if (worker === this.#worker) this.#failAll(new Error("the database worker stopped"));
    });
  }

  /** An idle database must not keep a script or a test run alive; a pending statement must. */
  #idle(): void {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #failAll(error: Error): void {
    for (const [id, entry] of this.#pending) {
      clearTimeout(entry.timer);
      this.#pending.delete(id);
      entry.reject(error);
    }
  }

  async call<T>(message: Message, timeoutMs: number | null = null): Promise<T> {
    await this.#ready;
    const id = ++this.#nextId;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: resolve as (value: unknown) => void, reject };
      if (timeoutMs) entry.timer = setTimeout(() => this.#overrun(id), timeoutMs);
      this.#pending.set(id, entry);
      this.#worker.ref();
      this.#worker.postMessage({ id, ...message });
    });
  }

  #overrun(id: number): void {
    const entry = this.#pending.get(id);
    if (!entry) return;
    this.#pending.delete(id);
    entry.reject(statementTimeoutError());
    this.generation += 1;
    const stuck = this.#worker;
    this.#failAll(new Error("the database restarted after a statement timeout"));
    this.#ready = stuck.terminate().then(() => {
      this.#start();
      return this.#ready;
    });
    this.#ready.catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.#ready.catch(() => undefined);
    await this.call({ op: "close" }).catch(() => undefined);
    await this.#worker.terminate();
  }
}

/**
 * The embedded backend's database: PGlite, one connection. Every unit of work (one REST request,
 * one auth operation) runs in its own transaction, strictly one after another, so one request's
 * role and JWT claims can never leak into another's statements, and a statement of a request that
 * runs longer than its timeout is cancelled (57014) instead of holding up every later request.
 */
export class LocalDb {
  /** Direct access, outside the queue and without a time limit: tests' and scripts' own SQL. */
  readonly pg: Database;
  readonly #host: PgliteWorker;
  /** A folder made for a database that is not meant to persist; removed on close. */
  readonly #scratchDir: string | null;
  readonly #defaultTimeoutMs: number | null;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(host: PgliteWorker, scratchDir: string | null, defaults: TransactionOptions) {
    this.#host = host;
    this.#scratchDir = scratchDir;
    this.#defaultTimeoutMs = defaults.statementTimeoutMs ?? null;
    this.pg = {
      query: (sql, params) => host.call({ op: "query", sql, params }),
      exec: (sql) => host.call({ op: "exec", sql }),
      transaction: (fn) => this.#transaction(fn, null),
    };
  }

  /**
   * Opens (or creates) the database in dataDir. Without one it lives in a scratch folder that
   * close() deletes: a restart after a timeout must find what was committed before it.
   * `defaults` apply to every transaction() that does not say otherwise.
   */
  static async open(dataDir: string | null, defaults: TransactionOptions = {}): Promise<LocalDb> {
    const scratchDir = dataDir ? null : mkdtempSync(path.join(tmpdir(), "local-supabase-"));
    if (scratchDir) scratchDirs.add(scratchDir);
    const host = new PgliteWorker(dataDir ?? scratchDir!);
    try {
      await host.ready;
    } catch (error) {
      if (scratchDir) {
        scratchDirs.delete(scratchDir);
        rmSync(scratchDir, { recursive: true, force: true });
      }
      throw error;
    }
    return new LocalDb(host, scratchDir, defaults);
  }

  /** Runs fn in one transaction, exclusively. A thrown error rolls back. */
  transaction<T>(
    fn: (tx: Transaction) => Promise<T>,
    options: TransactionOptions = {},
  ): Promise<T> {
    const timeoutMs =
      options.statementTimeoutMs === undefined
        ? this.#defaultTimeoutMs
        : options.statementTimeoutMs;
    return this.#enqueue(() => this.#transaction(fn, timeoutMs));
  }

  /** Runs statements outside a request transaction (baseline, migrations), still serialized. */
  exclusive<T>(fn: (pg: Database) => Promise<T>): Promise<T> {
    return this.#enqueue(() => fn(this.pg));
  }

  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #transaction<T>(fn: (tx: Transaction) => Promise<T>, timeoutMs: number | null): Promise<T> {
    const host = this.#host;
    const generation = host.generation;
    await host.call({ op: "begin" });
    const tx: Transaction = {
      query: (sql, params) => host.call({ op: "query", sql, params, tx: true }, timeoutMs),
      exec: (sql) => host.call({ op: "exec", sql, tx: true }, timeoutMs),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      // After a timeout the transaction went with the old worker: nothing is left to roll back.
      if (host.generation === generation)
        await host.call({ op: "rollback" }).catch(() => undefined);
      throw error;
    }
    if (host.generation !== generation) throw statementTimeoutError();
    await host.call({ op: "commit" }, timeoutMs);
    return result;
  }

  async close(): Promise<void> {
    await this.#queue.catch(() => undefined);
    await this.#host.close();
    if (this.#scratchDir) {
      scratchDirs.delete(this.#scratchDir);
      rmSync(this.#scratchDir, { recursive: true, force: true });
    }
  }
}
