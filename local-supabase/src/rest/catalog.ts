/**
 * Looks relations, columns, types and functions up in pg_catalog. Runs inside the request's
 * transaction, before the role switch, so the lookup sees the schema as it is right now (tests
 * and migrations change it) and never depends on the caller's privileges.
 */
import type { Transaction } from "../db.ts";
import { RestError, tableNotFound } from "./errors.ts";

export const EXPOSED_SCHEMA = "public";

export type Column = {
  name: string;
  /** `format_type(atttypid, NULL)`: catalog text, valid as a cast target. */
  type: string;
  /** pg_type.typcategory: `S` string, `N` numeric, `B` boolean, `A` array, `U` user (json, uuid…)… */
  category: string;
};

export type Relation = {
  name: string;
  /** r table, p partitioned table, v view, m materialized view, f foreign table. */
  kind: string;
  columns: Column[];
  primaryKey: string[];
};

type FunctionArgument = { name: string; type: string; mode: "i" | "o" | "b" | "v" | "t" };

export type FunctionInfo = {
  name: string;
  args: FunctionArgument[];
  /** How many trailing input arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** `i` immutable, `s` stable, `v` volatile. */
  volatility: string;
  /** The result row's columns when the function returns a composite type or has OUT/TABLE args. */
  resultColumns: Column[] | null;
  /** Return type name and pg_type.typcategory, for scalar results. */
  returnType: string;
  returnCategory: string;
};

type Row = Record<string, unknown>;

async function one(tx: Transaction, sql: string, params: unknown[]): Promise<Row | undefined> {
  const result = await tx.query<Row>(sql, params);
  return result.rows[0];
}

const COLUMNS_OF = (relid: string) => /* sql */ `
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null),
                                      'category', t.typcategory) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = ${relid} and a.attnum > 0 and not a.attisdropped
  ), '[]')::text`;

export async function loadRelation(tx: Transaction, name: string): Promise<Relation> {
  const row = await one(
    tx,
    /* sql */ `
    select c.relname as name, c.relkind::text as kind, ${COLUMNS_OF("c.oid")} as columns,
      coalesce((
        select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = c.oid and i.indisprimary
      ), '[]')::text as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [EXPOSED_SCHEMA, name],
  );
  if (!row) throw tableNotFound(name, await suggestRelation(tx, name));
  return {
    name: String(row.name),
    kind: String(row.kind),
    columns: JSON.parse(String(row.columns)) as Column[],
    primaryKey: JSON.parse(String(row.pk)) as string[],
  };
}

/** Levenshtein distance, for "Perhaps you meant …" hints. */
function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] as number;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] as number) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] as number;
}

export function closest(name: string, candidates: string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

async function suggestRelation(tx: Transaction, name: string): Promise<string | null> {
  const result = await tx.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [EXPOSED_SCHEMA],
  );
  return closest(
    name,
    result.rows.map((r) => r.relname),
  );
}

/**
 * Resolves a user-written cast target (`select=col::text`) to its canonical catalog spelling.
 * The name is only ever bound as a parameter to `to_regtype`; what goes into SQL is
 * `format_type` of the resolved oid.
 */
export async function resolveType(tx: Transaction, typeName: string): Promise<string> {
  const row = await one(tx, `select format_type(to_regtype($1), null) as t`, [typeName]);
  const resolved = row?.t;
  if (typeof resolved !== "string" || resolved === "") {
    throw new RestError(400, "42704", `type "${typeName}" does not exist`);
  }
  return resolved;
}

export async function loadFunctions(tx: Transaction, name: string): Promise<FunctionInfo[]> {
  const result = await tx.query<Row>(
    /* sql */ `
    select p.proname as name, p.proretset as retset, p.provolatile::text as volatility,
      p.pronargdefaults as defaults,
      p.prorettype = 'void'::regtype as returns_void,
      format_type(p.prorettype, null) as return_type, rt.typcategory::text as return_category,
      case when rt.typrelid <> 0 then ${COLUMNS_OF("rt.typrelid")} end as result_columns,
      (
        select coalesce(json_agg(json_build_object(
                 'name', coalesce(x.name, ''), 'type', format_type(x.typ, null),
                 'category', (select typcategory from pg_type where oid = x.typ),
                 'mode', coalesce(x.mode, 'i')) order by x.ord), '[]')::text
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes::text[])
          with ordinality as x(typ, name, mode, ord)
      ) as args
    from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
    where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'
    order by p.oid`,
    [EXPOSED_SCHEMA, name],
  );
  return result.rows.map((row) => {
    const args = JSON.parse(String(row.args)) as Array<FunctionArgument & { category: string }>;
    const outArgs = args.filter((a) => a.mode === "o" || a.mode === "b" || a.mode === "t");
    let resultColumns: Column[] | null = null;
    if (row.result_columns) resultColumns = JSON.parse(String(row.result_columns)) as Column[];
    else if (
      outArgs.length > 1 ||
      outArgs.some((a) => a.mode === "t") ||
      String(row.return_type) === "record"
    ) {
      resultColumns = outArgs.map((a) => ({ name: a.name, type: a.type, category: a.category }));
    }
    return {
      name: String(row.name),
      args: args.map(({ name: argName, type, mode }) => ({ name: argName, type, mode })),
      defaults: Number(row.defaults),
      returnsSet: row.retset === true,
      returnsVoid: row.returns_void === true,
      volatility: String(row.volatility),
      resultColumns,
      returnType: String(row.return_type),
      returnCategory: String(row.return_category),
    };
  });
}
