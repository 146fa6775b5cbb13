/** GET/HEAD on tables and views. */
import type { Transaction } from "../db.ts";
import type { LocalResponse } from "../http-types.ts";
import { loadRelation } from "./catalog.ts";
import { parseQuery } from "./query-parser.ts";
import {
  num,
  readOnly,
  readResponse,
  readWindow,
  resolveCasts,
  run,
  setLocals,
  type RequestState,
} from "./request-context.ts";
import { Params, qualified, readSql } from "./sql-builder.ts";

export async function readRelation(
  tx: Transaction,
  state: RequestState,
  name: string,
): Promise<LocalResponse> {
  await readOnly(tx);
  const query = parseQuery(state.request.url.searchParams);
  const relation = await loadRelation(tx, name);
  const casts = await resolveCasts(tx, query.select);
  const window = readWindow(state, query);
  const statements = readSql({
    source: { label: relation.name, from: qualified(relation.name), columns: relation.columns },
    prelude: "",
    params: new Params(),
    conditions: query.conditions,
    select: query.select,
    casts,
    order: query.order,
    limit: window.limit,
    offset: window.offset,
    count: state.prefs.count !== null,
    scalarColumn: null,
  });
  await setLocals(tx, state);
  const total = statements.count ? num((await run(tx, statements.count)).n) : null;
  const row = await run(tx, statements.data);
  return readResponse(state, window.offset, row, total, false);
}
