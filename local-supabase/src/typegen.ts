/**
 * Generates the app's database types (lib/supabase/database.types.ts) from the migrations: a fresh in-memory database gets the
 * baseline, the auth schema and every migration (no seed), then the catalog of the exposed schema
 * is read and printed in the shape `supabase gen types typescript` produces for supabase-js.
 * `npm run db:types` (scripts/db-types.ts) writes it; tests/scripts/db-types.integration.test.ts fails when
 * the committed file differs.
 *
 * Covered: tables (Row; Insert and Update list the columns some API role may write, `never` when
 * none may; nullable, defaulted, identity and generated columns are optional on insert; always-
 * identity and generated columns are `never`), foreign keys between exposed tables
 * (Relationships), views, functions callable through /rpc (not triggers; arguments with a default
 * are optional, nullable when the default is null; setof, TABLE and scalar results), enums and
 * composite types.
 */
import { initAuthSchema } from "./auth/schema.ts";
import { applyBaseline } from "./baseline.ts";
import { LocalDb, type Transaction } from "./db.ts";
import { migrate } from "./migrate.ts";
import { EXPOSED_SCHEMA } from "./rest/catalog.ts";

const API_ROLES = ["anon", "authenticated", "service_role"];

type CatalogColumn = {
  name: string;
  /** pg_type oid of the column's type (of the element for arrays). */
  type: number;
  dims: number;
  nullable: boolean;
  hasDefault: boolean;
  /** pg_attribute.attidentity: '' none, 'a' always, 'd' by default. */
  identity: string;
  generated: boolean;
  insertable: boolean;
  updatable: boolean;
};

type CatalogRelation = {
  name: string;
  kind: string;
  columns: CatalogColumn[];
  foreignKeys: Array<{
    name: string;
    columns: string[];
    referencedRelation: string;
    referencedColumns: string[];
    oneToOne: boolean;
  }>;
};

type CatalogFunction = {
  name: string;
  args: Array<{ name: string; mode: string; type: number; dims: number }>;
  /** How many trailing input arguments have a default, and the defaults' SQL. */
  defaults: number;
  defaultExprs: string | null;
  returnsSet: boolean;
  returnType: number;
  returnDims: number;
  /** The table a `setof table` returns, when the function returns one. */
  returnRelation: string | null;
  /** The columns of TABLE(...) / OUT arguments. */
  outColumns: Array<{ name: string; type: number; dims: number }> | null;
};

type CatalogType = { oid: number; name: string; category: string; schema: string; elem: number };

type Catalog = {
  relations: CatalogRelation[];
  functions: CatalogFunction[];
  enums: Array<{ name: string; values: string[] }>;
  composites: Array<{ name: string; attributes: Array<{ name: string; type: number }> }>;
  types: Map<number, CatalogType>;
};

async function json<T>(tx: Transaction, sql: string, params: unknown[] = []): Promise<T> {
  const result = await tx.query<{ v: string | null }>(`select (${sql})::text as v`, params);
  return JSON.parse(result.rows[0]?.v ?? "[]") as T;
}

const privilege = (what: "insert" | "update") => /* sql */ `
  exists (select 1 from unnest($2::text[]) r(role)
          where has_column_privilege(r.role, c.oid, a.attnum, '${what}'))`;

async function readCatalog(tx: Transaction): Promise<Catalog> {
  const relations = await json<CatalogRelation[]>(
    tx,
    /* sql */ `
    select coalesce(json_agg(json_build_object(
      'name', c.relname, 'kind', c.relkind,
      'columns', (
        select coalesce(json_agg(json_build_object(
          'name', a.attname,
          'type', case when t.typcategory = 'A' then t.typelem else t.oid end,
          'dims', case when t.typcategory = 'A' then 1 else 0 end,
          'nullable', not a.attnotnull, 'hasDefault', a.atthasdef,
          'identity', a.attidentity, 'generated', a.attgenerated <> '',
          'insertable', ${privilege("insert")}, 'updatable', ${privilege("update")}
        ) order by a.attnum), '[]')
        from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      'foreignKeys', (
        select coalesce(json_agg(json_build_object(
          'name', k.conname,
          'columns', (select json_agg(a.attname order by x.ord) from unnest(k.conkey) with ordinality x(n, ord)
                      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = x.n),
          'referencedRelation', rc.relname,
          'referencedColumns', (select json_agg(a.attname order by x.ord) from unnest(k.confkey) with ordinality x(n, ord)
                                join pg_attribute a on a.attrelid = k.confrelid and a.attnum = x.n),
          'oneToOne', exists (select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique
                              and i.indkey::int2[] @> k.conkey and k.conkey @> i.indkey::int2[])
        ) order by k.conname), '[]')
        from pg_constraint k join pg_class rc on rc.oid = k.confrelid
        where k.conrelid = c.oid and k.contype = 'f' and rc.relnamespace = c.relnamespace)
    ) order by c.relname), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [EXPOSED_SCHEMA, API_ROLES],
  );

  const functions = await json<CatalogFunction[]>(
    tx,
    /* sql */ `
    select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'args', (
        select coalesce(json_agg(json_build_object(
          'name', coalesce(x.name, ''), 'mode', coalesce(x.mode, 'i'),
          'type', case when t.typcategory = 'A' then t.typelem else t.oid end,
          'dims', case when t.typcategory = 'A' then 1 else 0 end
        ) order by x.ord), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes::text[])
          with ordinality x(typ, name, mode, ord)
        join pg_type t on t.oid = x.typ),
      'defaults', p.pronargdefaults,
      'defaultExprs', pg_get_expr(p.proargdefaults, 0),
      'returnsSet', p.proretset,
      'returnType', case when rt.typcategory = 'A' then rt.typelem else rt.oid end,
      'returnDims', case when rt.typcategory = 'A' then 1 else 0 end,
      'returnRelation', (select rc.relname from pg_class rc
                         where rc.oid = rt.typrelid and rc.relkind in ('r', 'p', 'v', 'm', 'f')
                           and rc.relnamespace = p.pronamespace),
      'outColumns', case when p.proargmodes is not null and rt.typrelid = 0 then (
        select json_agg(json_build_object(
          'name', x.name,
          'type', case when t.typcategory = 'A' then t.typelem else t.oid end,
          'dims', case when t.typcategory = 'A' then 1 else 0 end) order by x.ord)
        from unnest(p.proallargtypes, p.proargnames, p.proargmodes::text[]) with ordinality x(typ, name, mode, ord)
        join pg_type t on t.oid = x.typ
        where x.mode in ('o', 'b', 't')) end
    ) order by p.proname, p.oid), '[]')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where n.nspname = $1 and p.prokind = 'f'
      and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [EXPOSED_SCHEMA],
  );

  const enums = await json<Catalog["enums"]>(
    tx,
    /* sql */ `
    select coalesce(json_agg(json_build_object(
      'name', t.typname,
      'values', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)
    ) order by t.typname), '[]')
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = $1 and t.typtype = 'e'`,
    [EXPOSED_SCHEMA],
  );

  const composites = await json<Catalog["composites"]>(
    tx,
    /* sql */ `
    select coalesce(json_agg(json_build_object(
      'name', t.typname,
      'attributes', (select coalesce(json_agg(json_build_object('name', a.attname, 'type', a.atttypid)
                     order by a.attnum), '[]')
                     from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)
    ) order by t.typname), '[]')
    from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
    where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c'`,
    [EXPOSED_SCHEMA],
  );

  const types = await json<CatalogType[]>(
    tx,
    /* sql */ `
    select json_agg(json_build_object('oid', t.oid, 'name', t.typname, 'category', t.typcategory,
                                      'schema', n.nspname, 'elem', t.typelem))
    from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );

  return {
    relations,
    functions,
    enums,
    composites,
    types: new Map(types.map((type) => [type.oid, type])),
  };
}

const NUMBER_TYPES = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"]);

function tsType(catalog: Catalog, oid: number, dims = 0): string {
  const type = catalog.types.get(oid);
  let ts = "unknown";
  if (type) {
    if (type.category === "A") ts = `${tsType(catalog, type.elem)}[]`;
    else if (type.name === "bool") ts = "boolean";
    else if (NUMBER_TYPES.has(type.name)) ts = "number";
    else if (type.name === "json" || type.name === "jsonb") ts = "Json";
    else if (type.name === "void") ts = "undefined";
    else if (type.name === "record") ts = "Record<string, unknown>";
    else if (type.category === "E" && type.schema === EXPOSED_SCHEMA)
      ts = `Database["public"]["Enums"][${JSON.stringify(type.name)}]`;
    else if (type.category === "C" && type.schema === EXPOSED_SCHEMA)
      ts = `Database["public"]["CompositeTypes"][${JSON.stringify(type.name)}]`;
    else if (
      type.category === "S" ||
      type.category === "D" ||
      type.category === "U" ||
      type.category === "T" ||
      type.category === "I" ||
      type.category === "V"
    )
      ts = "string";
  }
  return ts + "[]".repeat(dims);
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const NONE = "{ [_ in never]: never }";
const object = (fields: string[]) => (fields.length ? `{ ${fields.join("; ")} }` : NONE);

function relationType(catalog: Catalog, relation: CatalogRelation): string {
  const isView = relation.kind === "v" || relation.kind === "m";
  const row = relation.columns.map((c) => {
    const ts = tsType(catalog, c.type, c.dims);
    return `${key(c.name)}: ${c.nullable || isView ? `${ts} | null` : ts}`;
  });
  const write = (column: CatalogColumn, insert: boolean) => {
    const ts = tsType(catalog, column.type, column.dims);
    if (column.generated || column.identity === "a") return `${key(column.name)}?: never`;
    const optional =
      !insert || column.nullable || column.hasDefault || column.identity === "d" || isView;
    return `${key(column.name)}${optional ? "?" : ""}: ${column.nullable || isView ? `${ts} | null` : ts}`;
  };
  const insertable = relation.columns.filter((c) => c.insertable);
  const updatable = relation.columns.filter((c) => c.updatable);
  const relationships = relation.foreignKeys.map(
    (fk) =>
      `{ foreignKeyName: ${JSON.stringify(fk.name)}; columns: ${JSON.stringify(fk.columns)}; ` +
      `isOneToOne: ${fk.oneToOne}; referencedRelation: ${JSON.stringify(fk.referencedRelation)}; ` +
      `referencedColumns: ${JSON.stringify(fk.referencedColumns)} }`,
  );
  const parts = [`Row: ${object(row)}`];
  if (!isView || insertable.length)
    parts.push(
      `Insert: ${insertable.length ? `{ ${insertable.map((c) => write(c, true)).join("; ")} }` : "never"}`,
    );
  if (!isView || updatable.length)
    parts.push(
      `Update: ${updatable.length ? `{ ${updatable.map((c) => write(c, false)).join("; ")} }` : "never"}`,
    );
  parts.push(`Relationships: [${relationships.join(", ")}]`);
  return `${key(relation.name)}: { ${parts.join("; ")} }`;
}

function functionType(catalog: Catalog, fn: CatalogFunction): string {
  const inputs = fn.args.filter((a) => ["i", "b", "v"].includes(a.mode));
  const firstDefault = inputs.length - fn.defaults;
  const defaults = fn.defaultExprs?.split(", ") ?? [];
  const argsType = inputs.some((a) => a.name)
    ? `{ ${inputs
        .map((a, i) => {
          const ts = tsType(catalog, a.type, a.dims);
          const optional = i >= firstDefault;
          // An argument whose default is null takes null as well.
          const nullable =
            optional &&
            defaults.length === fn.defaults &&
            /^null\b/i.test(defaults[i - firstDefault] ?? "");
          return `${key(a.name)}${optional ? "?" : ""}: ${nullable ? `${ts} | null` : ts}`;
        })
        .join("; ")} }`
    : "Record<PropertyKey, never>";
  let returns: string;
  const relation = fn.returnRelation
    ? catalog.relations.find((r) => r.name === fn.returnRelation)
    : undefined;
  if (relation) {
    returns = `{ ${relation.columns
      .map((c) => {
        const ts = tsType(catalog, c.type, c.dims);
        return `${key(c.name)}: ${c.nullable ? `${ts} | null` : ts}`;
      })
      .join("; ")} }`;
  } else if (fn.outColumns && fn.outColumns.length > 0) {
    returns = `{ ${fn.outColumns.map((c) => `${key(c.name)}: ${tsType(catalog, c.type, c.dims)}`).join("; ")} }`;
  } else {
    returns = tsType(catalog, fn.returnType, fn.returnDims);
  }
  if (fn.returnsSet) returns = `${returns}[]`;
  return `${key(fn.name)}: { Args: ${argsType}; Returns: ${returns} }`;
}

/** The file's text before formatting. */
function renderDatabaseTypes(catalog: Catalog): string {
  const tables = catalog.relations.filter((r) => !["v", "m"].includes(r.kind));
  const views = catalog.relations.filter((r) => ["v", "m"].includes(r.kind));
  // Overloads share a name: supabase-js types them as a union of their signatures.
  const byName = new Map<string, string[]>();
  for (const fn of catalog.functions) {
    const text = functionType(catalog, fn);
    byName.set(fn.name, [...(byName.get(fn.name) ?? []), text.slice(key(fn.name).length + 2)]);
  }
  const functions = [...byName].map(
    ([name, signatures]) => `${key(name)}: ${signatures.join(" | ")}`,
  );
  const enums = catalog.enums.map(
    (e) => `${key(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(" | ")}`,
  );
  const composites = catalog.composites.map(
    (c) =>
      `${key(c.name)}: { ${c.attributes.map((a) => `${key(a.name)}: ${tsType(catalog, a.type)} | null`).join("; ")} }`,
  );
  return `/**
 * Generated by \`npm run db:types\` from supabase/migrations (local-supabase/src/typegen.ts): do not edit
 * by hand. tests/scripts/db-types.integration.test.ts fails when this file and the migrations disagree.
 */
type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  ${key(EXPOSED_SCHEMA)}: {
    Tables: ${object(tables.map((r) => relationType(catalog, r)))};
    Views: ${object(views.map((r) => relationType(catalog, r)))};
    Functions: ${object(functions)};
    Enums: ${object(enums)};
    CompositeTypes: ${object(composites)};
  };
};
`;
}

/**
 * The types of the exposed schema as the migrations in `migrationsDir` make it, unformatted: the
 * project formats and writes them (scripts/db-types.ts).
 */
export async function generateDatabaseTypes(migrationsDir: string): Promise<string> {
  const db = await LocalDb.open(null);
  try {
    await applyBaseline(db);
    await initAuthSchema(db);
    await migrate(db, { migrationsDir, seedFile: null });
    return renderDatabaseTypes(await db.transaction(readCatalog));
  } finally {
    await db.close();
  }
}
