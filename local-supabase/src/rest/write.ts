/** POST (insert, upsert), PATCH and DELETE on tables and views. */
import type { Transaction } from "../db.ts";
import type { LocalResponse } from "../http-types.ts";
import { loadRelation, type Column, type Relation } from "./catalog.ts";
import { invalidBody, payloadColumnNotFound, RestError, singularError } from "./errors.ts";
import { contentRange } from "./preferences.ts";
import { parseQuery, type ParsedQuery, type SelectItem } from "./query-parser.ts";
import {
  appliedPreferences,
  bodyResponse,
  emptyResponse,
  finish,
  isPlainObject,
  num,
  parseJsonBody,
  resolveCasts,
  run,
  setLocals,
  type RequestState,
} from "./request-context.ts";
import {
  deleteSql,
  findColumn,
  insertSql,
  Params,
  qualified,
  readSql,
  selectedColumns,
  updateSql,
  type CastTypes,
  type Returning,
  type Source,
  type WriteStatement,
} from "./sql-builder.ts";

function returningFor(
  state: RequestState,
  relation: Relation,
  query: ParsedQuery,
  casts: CastTypes,
): Returning {
  const source: Source = {
    label: relation.name,
    from: qualified(relation.name),
    columns: relation.columns,
  };
  if (state.prefs.return === "representation") {
    return {
      kind: "rows",
      columns: selectedColumns(source, query.select),
      select: { items: query.select, casts },
    };
  }
  if (
    state.prefs.return === "headers-only" &&
    state.method === "POST" &&
    relation.primaryKey.length > 0
  ) {
    const items: SelectItem[] = relation.primaryKey.map((name) => ({
      type: "column",
      name,
      alias: null,
      cast: null,
    }));
    const columns = relation.primaryKey.map((name) => findColumn(source, name));
    return { kind: "rows", columns, select: { items, casts: new Map() } };
  }
  return { kind: "minimal" };
}

function checkMaxAffected(state: RequestState, n: number): void {
  const { prefs } = state;
  if (prefs.handling === "strict" && prefs.maxAffected !== null && n > prefs.maxAffected) {
    throw new RestError(
      400,
      "PGRST124",
      "Query result exceeds max-affected preference constraint",
      {
        details: `The query affects ${n} rows`,
      },
    );
  }
}

function payloadColumns(relation: Relation, names: string[]): Column[] {
  return names.map((name) => {
    const column = relation.columns.find((c) => c.name === name);
    if (!column) throw payloadColumnNotFound(relation.name, name);
    return column;
  });
}

/** Merges JSON array texts produced by several statements. */
function concatArrays(parts: string[]): string {
  const inner = parts.map((p) => p.trim().slice(1, -1).trim()).filter((p) => p !== "");
  return `[${inner.join(", ")}]`;
}

function groupRows(
  rows: Record<string, unknown>[],
  columns: Column[],
): Array<{ ordinals: number[]; columns: Column[] }> {
  const groups: Array<{ ordinals: number[]; columns: Column[]; key: string }> = [];
  rows.forEach((row, index) => {
    const present = columns.filter((c) => Object.hasOwn(row, c.name));
    const key = present.map((c) => c.name).join("\u0000");
    const last = groups.at(-1);
    if (last && last.key === key) last.ordinals.push(index + 1);
    else groups.push({ ordinals: [index + 1], columns: present, key });
  });
  return groups;
}

export async function insertRows(
  tx: Transaction,
  state: RequestState,
  name: string,
): Promise<LocalResponse> {
  const { prefs } = state;
  const query = parseQuery(state.request.url.searchParams);
  const body = parseJsonBody(state.request, null);
  const isArray = Array.isArray(body.value);
  const rows = isArray ? (body.value as unknown[]) : [body.value];
  if (!rows.every(isPlainObject)) throw invalidBody();

  const relation = await loadRelation(tx, name);
  const keys = query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const columns = payloadColumns(relation, keys);
  const casts = await resolveCasts(tx, query.select);

  let conflict: { target: Column[]; action: "merge" | "ignore" } | null = null;
  if (prefs.resolution !== null) {
    const source = { label: relation.name, columns: relation.columns };
    const target = (query.onConflict ?? relation.primaryKey).map((c) => findColumn(source, c));
    if (target.length === 0 && prefs.resolution === "merge-duplicates") {
      throw new RestError(
        400,
        "PGRST100",
        "on_conflict is required for an upsert on a table without a primary key",
      );
    }
    conflict = { target, action: prefs.resolution === "merge-duplicates" ? "merge" : "ignore" };
  }
  const returning = returningFor(state, relation, query, casts);
  const groups =
    prefs.missing === "default" && isArray
      ? groupRows(rows as Record<string, unknown>[], columns)
      : [
          {
            ordinals: null,
            columns:
              prefs.missing === "default"
                ? columns.filter((c) => Object.hasOwn(rows[0] as object, c.name))
                : columns,
          },
        ];

  await setLocals(tx, state);
  let n = 0;
  let inserted = 0;
  const bodies: string[] = [];
  let first: string | null = null;
  for (const group of groups) {
    const row = await run(
      tx,
      insertSql({
        relation,
        body: body.text,
        bodyIsArray: isArray,
        ordinals: group.ordinals,
        columns: group.columns,
        conflict,
        returning,
      }),
    );
    n += num(row.n);
    inserted += num(row.inserted);
    if (typeof row.body === "string") bodies.push(row.body);
    if (first === null && typeof row.first === "string") first = row.first;
  }

  if (state.representation === "object" && n !== 1) throw singularError(n);
  const status = prefs.resolution === "merge-duplicates" && inserted === 0 && n > 0 ? 200 : 201;
  const headers: Record<string, string> = {
    "content-range": contentRange(1, 0, prefs.count !== null ? n : null),
    ...appliedPreferences(prefs, ["return", "count", "resolution", "missing"]),
  };
  if (prefs.return === "representation") {
    const text = state.representation === "object" ? (first ?? "null") : concatArrays(bodies);
    return finish(state, bodyResponse(status, text, state.representation, headers));
  }
  if (prefs.return === "headers-only" && first !== null && n === 1) {
    const pk = JSON.parse(first) as Record<string, unknown>;
    const search = new URLSearchParams();
    for (const key of relation.primaryKey) search.append(key, `eq.${String(pk[key])}`);
    headers.location = `/${relation.name}?${search.toString()}`;
  }
  return finish(state, emptyResponse(status, headers));
}

export async function mutateRows(
  tx: Transaction,
  state: RequestState,
  name: string,
): Promise<LocalResponse> {
  const { prefs } = state;
  const query = parseQuery(state.request.url.searchParams);
  const isUpdate = state.method === "PATCH";
  const body = isUpdate ? parseJsonBody(state.request, null) : null;
  if (body && !isPlainObject(body.value)) throw invalidBody();

  const relation = await loadRelation(tx, name);
  const casts = await resolveCasts(tx, query.select);
  const returning = returningFor(state, relation, query, casts);
  const base = {
    relation,
    conditions: query.conditions,
    limit: query.limit,
    offset: query.offset ?? 0,
    order: query.order,
    returning,
  };
  const source: Source = {
    label: relation.name,
    from: qualified(relation.name),
    columns: relation.columns,
  };
  // Validate filters and order even when nothing will run.
  readSql({
    ...base,
    source,
    prelude: "",
    params: new Params(),
    select: [],
    casts,
    count: false,
    scalarColumn: null,
  });

  let statement: WriteStatement | null;
  if (body) {
    const columns = payloadColumns(relation, query.columns ?? Object.keys(body.value as object));
    statement = columns.length ? updateSql({ ...base, body: body.text, columns }) : null;
  } else {
    statement = deleteSql(base);
  }

  await setLocals(tx, state);
  const row = statement ? await run(tx, statement) : { n: 0, body: "[]", first: null };
  const n = num(row.n);
  checkMaxAffected(state, n);
  if (state.representation === "object" && n !== 1) throw singularError(n);

  const total = prefs.count !== null ? n : null;
  const headers: Record<string, string> = {
    "content-range": isUpdate ? contentRange(0, n - 1, total) : contentRange(1, 0, total),
    ...appliedPreferences(prefs, ["return", "count", "handling", "max-affected"]),
  };
  if (prefs.return === "representation") {
    const text =
      state.representation === "object" ? String(row.first ?? "null") : String(row.body ?? "[]");
    return finish(state, bodyResponse(200, text, state.representation, headers));
  }
  return finish(state, emptyResponse(204, headers));
}
