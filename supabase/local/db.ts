import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export type { Transaction };

/**
 * PGlite is a single connection. Every unit of work (one REST request, one auth operation) runs
 * in its own transaction, strictly one after another, so one request's role and JWT claims can
 * never leak into another's statements.
 */
export class LocalDb {
  readonly pg: PGlite;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(pg: PGlite) {
    this.pg = pg;
  }

  static async open(dataDir: string | null): Promise<LocalDb> {
    const pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions: { pg_trgm },
    });
    return new LocalDb(pg);
  }

  /** Runs fn in one transaction, exclusively. A thrown error rolls back. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => this.pg.transaction(fn));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Runs statements outside a request transaction (baseline, migrations), still serialized. */
  exclusive<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => fn(this.pg));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.#queue.catch(() => undefined);
    await this.pg.close();
  }
}
