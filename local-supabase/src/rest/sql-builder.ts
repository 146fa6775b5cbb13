/**
 * Turns parsed requests into SQL. Two rules hold everywhere in this file:
 *  - identifiers come from the catalog (relation, column, argument and type names) and are
 *    double-quoted with `quoteIdent`; the only other identifiers are this file's own constants;
 *  - every user-supplied value is a bound `$n` parameter, bound as text and cast in SQL.
 */
import type { Column, Relation } from "./catalog.ts";
import { columnNotFound, RestError } from "./errors.ts";
import {
  COMPARISON_OPERATORS,
  FTS_OPERATORS,
  type Condition,
  type Filter,
  type OrderTerm,
  type SelectItem,
} from "./query-parser.ts";

/** Double-quotes an identifier taken from the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(relation: string, schema = "public"): string {
  return `${quoteIdent(schema)}.${quoteIdent(relation)}`;
}

/** Collects bound parameters; every value is passed as text (or NULL). */
export class Params {
  readonly values: Array<string | null> = [];

  /** Adds a value and returns its placeholder, already typed as text. */
  text(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  /** Adds a value and returns a placeholder cast to a catalog type: `$n::text::<type>`. */
  typed(value: string | null, type: string): string {
    return `${this.text(value)}::${type}`;
  }
}

/** The row source a query reads from: a table or view, or a function call. */
export type Source = {
  /** Used in error messages (`column items.x does not exist`). */
  label: string;
  /** SQL for the FROM item, e.g. `"public"."items"` or `"public"."fn"(…)`. */
  from: string;
  columns: Column[];
};

/** Alias every statement gives its row source; column references are `_pgrst_src."col"`. */
const SOURCE_ALIAS = "_pgrst_src";

export function findColumn(source: { label: string; columns: Column[] }, name: string): Column {
  const column = source.columns.find((c) => c.name === name);
  if (!column) throw columnNotFound(source.label, name);
  return column;
}

const columnRef = (alias: string, column: Column) => `${alias}.${quoteIdent(column.name)}`;

// ---------------------------------------------------------------------------------------------
// WHERE

function filterSql(source: Source, filter: Filter, params: Params, alias: string): string {
  const column = findColumn(source, filter.field);
  const ref = columnRef(alias, column);
  const asText = column.category === "S" ? ref : `${ref}::text`;
  const operation = filter.operation;
  let sql: string;
  switch (operation.op) {
    case "in":
      sql =
        operation.values.length === 0
          ? "false"
          : `${ref} IN (${operation.values.map((v) => params.typed(v, column.type)).join(", ")})`;
      break;
    case "is":
      sql = {
        null: `${ref} IS NULL`,
        not_null: `${ref} IS NOT NULL`,
        true: `${ref} IS TRUE`,
        false: `${ref} IS FALSE`,
        unknown: `${ref} IS UNKNOWN`,
      }[operation.value];
      break;
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
      const fn = FTS_OPERATORS[operation.op];
      const language =
        operation.language === null ? "" : `${params.text(operation.language)}::regconfig, `;
      sql = `${ref} @@ ${fn}(${language}${params.text(operation.value)})`;
      break;
    }
    default: {
      const sqlOperator = COMPARISON_OPERATORS[operation.op];
      const textual = ["like", "ilike", "match", "imatch"].includes(operation.op);
      const value =
        operation.op === "like" || operation.op === "ilike"
          ? operation.value.replaceAll("*", "%")
          : operation.value;
      const lhs = textual ? asText : ref;
      if (operation.quantifier) {
        const arrayType = textual ? "text[]" : `${column.type}[]`;
        sql = `${lhs} ${sqlOperator} ${operation.quantifier.toUpperCase()}(${params.typed(value, arrayType)})`;
      } else {
        sql = `${lhs} ${sqlOperator} ${textual ? params.text(value) : params.typed(value, column.type)}`;
      }
    }
  }
  return filter.negated ? `NOT (${sql})` : sql;
}

function conditionSql(
  source: Source,
  condition: Condition,
  params: Params,
  alias = SOURCE_ALIAS,
): string {
  if (condition.type === "filter") return filterSql(source, condition, params, alias);
  const joiner = condition.operator === "and" ? " AND " : " OR ";
  const inner = condition.conditions
    .map((c) => `(${conditionSql(source, c, params, alias)})`)
    .join(joiner);
  return condition.negated ? `NOT (${inner})` : `(${inner})`;
}

function whereSql(
  source: Source,
  conditions: Condition[],
  params: Params,
  alias = SOURCE_ALIAS,
): string {
  if (conditions.length === 0) return "true";
  return conditions.map((c) => `(${conditionSql(source, c, params, alias)})`).join(" AND ");
}

// ---------------------------------------------------------------------------------------------
// SELECT list and ORDER BY

function rejectEmbeds(label: string, items: SelectItem[]): void {
  for (const item of items) {
    if (item.type !== "embed") continue;
    if (item.aggregate)
      throw new RestError(400, "PGRST123", "Use of aggregate functions is not allowed");
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${label}' and '${item.name}' in the schema cache`,
      { hint: "Resource embedding is not supported by the local backend" },
    );
  }
}

/** Casts in `select=col::type` resolved through the catalog (see catalog.resolveType). */
export type CastTypes = Map<string, string>;

function selectListSql(
  source: Source,
  items: SelectItem[],
  casts: CastTypes,
  alias = SOURCE_ALIAS,
): string {
  rejectEmbeds(source.label, items);
  const parts: string[] = [];
  for (const item of items) {
    if (item.type === "star") {
      for (const column of source.columns)
        parts.push(`${columnRef(alias, column)} AS ${quoteIdent(column.name)}`);
    } else if (item.type === "column") {
      const column = findColumn(source, item.name);
      const castType = item.cast === null ? null : casts.get(item.cast);
      if (castType === undefined) throw new Error(`unresolved cast ${String(item.cast)}`);
      const cast = castType === null ? "" : `::${castType}`;
      // Aliases are restricted by the parser to letters, digits, `_`, `$`, `-` and spaces.
      parts.push(`${columnRef(alias, column)}${cast} AS ${quoteIdent(item.alias ?? column.name)}`);
    }
  }
  return parts.join(", ");
}

/** The columns a select list reads: what a write's RETURNING clause must produce. */
export function selectedColumns(source: Source, items: SelectItem[]): Column[] {
  rejectEmbeds(source.label, items);
  const wanted = new Map<string, Column>();
  for (const item of items) {
    if (item.type === "star") for (const column of source.columns) wanted.set(column.name, column);
    else if (item.type === "column") wanted.set(item.name, findColumn(source, item.name));
  }
  return [...wanted.values()];
}

function orderSql(source: Source, terms: OrderTerm[], alias = SOURCE_ALIAS): string {
  if (terms.length === 0) return "";
  const parts = terms.map((term) => {
    const column = findColumn(source, term.field);
    const direction = term.direction === "desc" ? " DESC" : term.direction === "asc" ? " ASC" : "";
    const nulls =
      term.nulls === "first" ? " NULLS FIRST" : term.nulls === "last" ? " NULLS LAST" : "";
    return `${columnRef(alias, column)}${direction}${nulls}`;
  });
  return ` ORDER BY ${parts.join(", ")}`;
}

function limitOffsetSql(params: Params, limit: number | null, offset: number): string {
  let sql = "";
  if (limit !== null) sql += ` LIMIT ${params.typed(String(limit), "int8")}`;
  if (offset > 0) sql += ` OFFSET ${params.typed(String(offset), "int8")}`;
  return sql;
}

// ---------------------------------------------------------------------------------------------
// Result aggregation: PostgreSQL builds the JSON (as PostgREST does), returned as text.

/**
 * Wraps a row query: body = JSON array text, first = first element (for singular replies),
 * n = row count. `scalarColumn` aggregates one column's values instead of row objects.
 */
function aggregateSql(inner: string, scalarColumn: string | null = null): string {
  const value = scalarColumn === null ? "_pgrst_t" : `_pgrst_t.${quoteIdent(scalarColumn)}`;
  return (
    `SELECT coalesce(json_agg(${value}), '[]')::text AS body, (json_agg(${value}) -> 0)::text AS first, ` +
    `count(*)::text AS n FROM (${inner}) _pgrst_t`
  );
}

// ---------------------------------------------------------------------------------------------
// Writes

export type Returning =
  /** `RETURNING 1`: SELECT policies are not evaluated. */
  | { kind: "minimal" }
  /** `RETURNING <cols>`, then the select list is applied to them. */
  | { kind: "rows"; columns: Column[]; select: { items: SelectItem[]; casts: CastTypes } };

export type WriteStatement = { sql: string; params: Array<string | null> };

/** Wraps a data-modifying statement into one that reports n, inserted, body and first. */
function writeEnvelope(
  source: Source,
  prelude: string[],
  modifying: string,
  returning: Returning,
  trackInserted: boolean,
): string {
  const returned: string[] = [];
  if (returning.kind === "minimal") returned.push("1");
  else for (const column of returning.columns) returned.push(columnRef(SOURCE_ALIAS, column));
  if (trackInserted) returned.push(`(${SOURCE_ALIAS}.xmax = 0) AS _pgrst_inserted`);

  const ctes = [...prelude, `pgrst_source AS (${modifying} RETURNING ${returned.join(", ")})`];
  const selects = [`(SELECT count(*) FROM pgrst_source)::text AS n`];
  selects.push(
    trackInserted
      ? `(SELECT count(*) FROM pgrst_source WHERE _pgrst_inserted)::text AS inserted`
      : `NULL::text AS inserted`,
  );
  if (returning.kind === "rows") {
    const rowSource: Source = { ...source, columns: returning.columns };
    const list = selectListSql(rowSource, returning.select.items, returning.select.casts);
    ctes.push(`pgrst_rows AS (SELECT ${list} FROM pgrst_source AS ${SOURCE_ALIAS})`);
    selects.push(
      `(SELECT coalesce(json_agg(_pgrst_t), '[]')::text FROM pgrst_rows _pgrst_t) AS body`,
    );
    selects.push(`(SELECT (json_agg(_pgrst_t) -> 0)::text FROM pgrst_rows _pgrst_t) AS first`);
  } else {
    selects.push(`NULL::text AS body`, `NULL::text AS first`);
  }
  return `WITH ${ctes.join(", ")} SELECT ${selects.join(", ")}`;
}

export type InsertPlan = {
  relation: Relation;
  /** Raw JSON body text (object or array), bound once. */
  body: string;
  bodyIsArray: boolean;
  /** Only these 1-based array positions (for `missing=default` groups); null = all rows. */
  ordinals: number[] | null;
  columns: Column[];
  conflict: { target: Column[]; action: "merge" | "ignore" } | null;
  returning: Returning;
};

export function insertSql(plan: InsertPlan): WriteStatement {
  const params = new Params();
  const table = qualified(plan.relation.name);
  const source: Source = { label: plan.relation.name, from: table, columns: plan.relation.columns };
  const bodyParam = `${params.text(plan.body)}::json`;
  let rows = plan.bodyIsArray ? bodyParam : `json_build_array(${bodyParam})`;
  if (plan.ordinals !== null) {
    const wanted = params.typed(`{${plan.ordinals.join(",")}}`, "int8[]");
    rows =
      `(SELECT coalesce(json_agg(_pgrst_e.e ORDER BY _pgrst_e.i), '[]') ` +
      `FROM json_array_elements(${rows}) WITH ORDINALITY AS _pgrst_e(e, i) WHERE _pgrst_e.i = ANY(${wanted}))`;
  }
  const names = plan.columns.map((c) => quoteIdent(c.name));
  const picked = plan.columns.map((c) => `_pgrst_body.${quoteIdent(c.name)}`);
  let modifying =
    `INSERT INTO ${table} AS ${SOURCE_ALIAS}${names.length ? ` (${names.join(", ")})` : ""} ` +
    `SELECT ${picked.join(", ")} FROM json_populate_recordset(null::${table}, ${rows}) AS _pgrst_body`;
  let trackInserted = false;
  if (plan.conflict) {
    const target = plan.conflict.target.length
      ? ` (${plan.conflict.target.map((c) => quoteIdent(c.name)).join(", ")})`
      : "";
    if (plan.conflict.action === "merge" && plan.columns.length > 0) {
      const sets = plan.columns.map(
        (c) => `${quoteIdent(c.name)} = EXCLUDED.${quoteIdent(c.name)}`,
      );
      modifying += ` ON CONFLICT${target} DO UPDATE SET ${sets.join(", ")}`;
      trackInserted = true;
    } else {
      modifying += ` ON CONFLICT${target} DO NOTHING`;
    }
  }
  return {
    sql: writeEnvelope(source, [], modifying, plan.returning, trackInserted),
    params: params.values,
  };
}

export type MutationPlan = {
  relation: Relation;
  conditions: Condition[];
  /** PATCH/DELETE with limit: restrict to the first rows in `order` (by ctid, tables only). */
  limit: number | null;
  offset: number;
  order: OrderTerm[];
  returning: Returning;
};

function limitedRowsSql(source: Source, plan: MutationPlan, params: Params): string {
  if (plan.limit === null && plan.offset === 0) return "";
  const inner = "_pgrst_l";
  const where = whereSql(source, plan.conditions, params, inner);
  const order = orderSql(source, plan.order, inner);
  const range = limitOffsetSql(params, plan.limit, plan.offset);
  return ` AND ${SOURCE_ALIAS}.ctid = ANY(ARRAY(SELECT ${inner}.ctid FROM ${source.from} AS ${inner} WHERE ${where}${order}${range}))`;
}

export function updateSql(
  plan: MutationPlan & { body: string; columns: Column[] },
): WriteStatement {
  const params = new Params();
  const table = qualified(plan.relation.name);
  const source: Source = { label: plan.relation.name, from: table, columns: plan.relation.columns };
  const body = `pgrst_body AS (SELECT * FROM json_populate_record(null::${table}, ${params.text(plan.body)}::json))`;
  const sets = plan.columns.map(
    (c) =>
      `${quoteIdent(c.name)} = (SELECT _pgrst_b.${quoteIdent(c.name)} FROM pgrst_body _pgrst_b)`,
  );
  const where = whereSql(source, plan.conditions, params);
  const limited = limitedRowsSql(source, plan, params);
  const modifying = `UPDATE ${table} AS ${SOURCE_ALIAS} SET ${sets.join(", ")} WHERE ${where}${limited}`;
  return {
    sql: writeEnvelope(source, [body], modifying, plan.returning, false),
    params: params.values,
  };
}

export function deleteSql(plan: MutationPlan): WriteStatement {
  const params = new Params();
  const table = qualified(plan.relation.name);
  const source: Source = { label: plan.relation.name, from: table, columns: plan.relation.columns };
  const where = whereSql(source, plan.conditions, params);
  const limited = limitedRowsSql(source, plan, params);
  const modifying = `DELETE FROM ${table} AS ${SOURCE_ALIAS} WHERE ${where}${limited}`;
  return {
    sql: writeEnvelope(source, [], modifying, plan.returning, false),
    params: params.values,
  };
}

// ---------------------------------------------------------------------------------------------
// Reads (tables, views and set-returning functions)

export type ReadPlan = {
  source: Source;
  /** SQL placed before the query (`WITH …`), e.g. RPC arguments. Its parameters are in `params`. */
  prelude: string;
  params: Params;
  conditions: Condition[];
  select: SelectItem[];
  casts: CastTypes;
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  count: boolean;
  scalarColumn: string | null;
};

export type ReadStatements = { data: WriteStatement; count: WriteStatement | null };

export function readSql(plan: ReadPlan): ReadStatements {
  const { source, params } = plan;
  const where = whereSql(source, plan.conditions, params);
  const countParams = [...params.values];
  const from = `${source.from} AS ${SOURCE_ALIAS}`;
  const count = plan.count
    ? {
        sql: `${plan.prelude}SELECT count(*)::text AS n FROM ${from} WHERE ${where}`,
        params: countParams,
      }
    : null;
  const list =
    plan.scalarColumn === null
      ? selectListSql(source, plan.select, plan.casts)
      : `${SOURCE_ALIAS}.${quoteIdent(plan.scalarColumn)}`;
  const inner =
    `SELECT ${list} FROM ${from} WHERE ${where}` +
    orderSql(source, plan.order) +
    limitOffsetSql(params, plan.limit, plan.offset);
  return {
    data: { sql: plan.prelude + aggregateSql(inner, plan.scalarColumn), params: params.values },
    count,
  };
}
