/** `/rpc/<fn>` requests: argument passing, read-only rules and result shapes. */
import type { Transaction } from "../db.ts";
import type { LocalResponse } from "../http-types.ts";
import { loadFunctions } from "./catalog.ts";
import { parseQuery, RESERVED_KEYS, type ParsedQuery } from "./query-parser.ts";
import {
  bodyResponse,
  emptyResponse,
  finish,
  num,
  parseJsonBody,
  READ_METHODS,
  readOnly,
  readResponse,
  readWindow,
  resolveCasts,
  run,
  setLocals,
  type RequestState,
} from "./request-context.ts";
import { buildCall, chooseForBody, chooseForQuery, resultShape } from "./rpc.ts";
import { readSql } from "./sql-builder.ts";

export async function callFunction(
  tx: Transaction,
  state: RequestState,
  name: string,
): Promise<LocalResponse> {
  const isRead = READ_METHODS.has(state.method);
  if (isRead) await readOnly(tx);
  const candidates = await loadFunctions(tx, name);
  const params = state.request.url.searchParams;

  let choice;
  let argsJson: string;
  let query: ParsedQuery;
  if (isRead) {
    const keys = [...params.keys()].filter((k) => !RESERVED_KEYS.has(k));
    choice = await chooseForQuery(tx, name, candidates, keys);
    const passed = new Set(choice.passed);
    query = parseQuery(params, { isArgument: (k) => passed.has(k) });
    argsJson = JSON.stringify(Object.fromEntries(query.args));
  } else {
    const body = parseJsonBody(state.request, "{}");
    choice = await chooseForBody(tx, name, candidates, body.value);
    query = parseQuery(params);
    argsJson = body.text;
    if (choice.fn.volatility !== "v") await readOnly(tx);
  }

  const call = buildCall(choice, argsJson);
  const shape = resultShape(choice.fn, call.call);
  const casts = await resolveCasts(tx, query.select);

  if (shape.kind === "void" || shape.kind === "scalar") {
    const sql =
      shape.kind === "void"
        ? `${call.prelude}SELECT (${call.call}) IS NULL AS done`
        : `${call.prelude}SELECT to_json(${call.call})::text AS body`;
    await setLocals(tx, state);
    const row = await run(tx, { sql, params: call.params.values });
    if (shape.kind === "void") return finish(state, emptyResponse(204));
    const response = bodyResponse(200, String(row.body ?? "null"), "array", {});
    if (state.method === "HEAD") delete response.body;
    return finish(state, response);
  }

  const window = readWindow(state, query);
  const statements = readSql({
    source: shape.source,
    prelude: call.prelude,
    params: call.params,
    conditions: query.conditions,
    select: query.select,
    casts,
    order: query.order,
    limit: window.limit,
    offset: window.offset,
    count: state.prefs.count !== null,
    scalarColumn: shape.kind === "scalars" ? shape.column : null,
  });
  await setLocals(tx, state);
  const total = statements.count ? num((await run(tx, statements.count)).n) : null;
  const row = await run(tx, statements.data);
  const single = shape.kind === "rows" && shape.single;
  return finish(state, readResponse(state, window.offset, row, total, single));
}
