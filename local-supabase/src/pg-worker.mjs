// The PGlite database, in a worker thread of its own (see db.ts for why). Plain JavaScript so
// every Node 22 runs it as is, under `node`, vitest and the scripts alike.
//
// Messages in:  { id, op: "query", sql, params, tx? } | { id, op: "exec", sql, tx? }
//               { id, op: "begin" } | { id, op: "commit" } | { id, op: "rollback" } | { id, op: "close" }
// Messages out: { ready: true } once open, then { id, ok: true, result } | { id, ok: false, error }.
import { parentPort, workerData } from "node:worker_threads";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const ROLLBACK = Symbol("rollback");

/** The fields of a PostgreSQL error that survive postMessage (functions and objects do not). */
function plainError(error) {
  const fields = { name: error?.name ?? "Error", message: error?.message ?? String(error) };
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ["string", "number", "boolean"].includes(typeof value))
        fields[key] = value;
    }
  }
  return fields;
}

let pg;
try {
  pg = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    extensions: { pg_trgm },
  });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

/** The open transaction, run by PGlite's own transaction() so its semantics stay PGlite's. */
let open = null;

/** Resolves once BEGIN ran; the transaction then waits for commit or rollback. */
function begin() {
  return new Promise((began, failed) => {
    let finish;
    const finished = new Promise((resolve) => (finish = resolve));
    const state = { tx: null, finish, done: null };
    state.done = pg
      .transaction(async (tx) => {
        state.tx = tx;
        open = state;
        began();
        if ((await finished) === ROLLBACK) await tx.rollback();
      })
      .finally(() => {
        if (open === state) open = null;
      });
    // A failing BEGIN rejects here; a failing COMMIT reaches end() through state.done.
    state.done.catch(failed);
  });
}

async function end(outcome) {
  const state = open;
  if (!state) throw new Error("no transaction is open");
  state.finish(outcome);
  await state.done;
}

async function handle(message) {
  const target = message.tx ? open?.tx : pg;
  if (message.tx && !target) throw new Error("no transaction is open");
  switch (message.op) {
    case "query":
      return target.query(message.sql, message.params);
    case "exec":
      return target.exec(message.sql);
    case "begin":
      return begin();
    case "commit":
      return end(null);
    case "rollback":
      return end(ROLLBACK);
    case "close":
      await pg.close();
      return null;
    default:
      throw new Error(`unknown op ${message.op}`);
  }
}

parentPort.on("message", async (message) => {
  try {
    const result = await handle(message);
    parentPort.postMessage({ id: message.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) });
  }
});
parentPort.postMessage({ ready: true });
