/** `/rpc/<fn>`: picking the function overload and building its call. */
import type { Transaction } from "../db.ts";
import { closest, EXPOSED_SCHEMA, type Column, type FunctionInfo } from "./catalog.ts";
import { RestError } from "./errors.ts";
import { Params, qualified, quoteIdent, type Source } from "./sql-builder.ts";

const isInput = (mode: string) => mode === "i" || mode === "b" || mode === "v";

function inputs(fn: FunctionInfo) {
  return fn.args.filter((a) => isInput(a.mode));
}

function acceptsSingleJson(fn: FunctionInfo): boolean {
  const ins = inputs(fn);
  return (
    ins.length === 1 && ins[0]?.name === "" && (ins[0].type === "json" || ins[0].type === "jsonb")
  );
}

/** Named call: every given key is an input argument and every argument without default is given. */
function acceptsNamed(fn: FunctionInfo, keys: Set<string>): boolean {
  const ins = inputs(fn);
  const required = ins.slice(0, ins.length - fn.defaults);
  if (required.some((a) => a.name === "" || !keys.has(a.name))) return false;
  const names = new Set(ins.map((a) => a.name));
  return [...keys].every((k) => names.has(k));
}

async function notFound(tx: Transaction, name: string, keys: string[]): Promise<RestError> {
  const all = await tx.query<{ proname: string }>(
    `select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1`,
    [EXPOSED_SCHEMA],
  );
  const suggestion = closest(
    name,
    all.rows.map((r) => r.proname).filter((n) => n !== name),
  );
  const signature = keys.length ? `(${[...keys].sort().join(", ")})` : " without parameters";
  const searched = keys.length
    ? `with parameters ${[...keys].sort().join(", ")}`
    : "without parameters";
  return new RestError(
    404,
    "PGRST202",
    `Could not find the function public.${name}${signature} in the schema cache`,
    {
      details: `Searched for the function public.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: suggestion ? `Perhaps you meant to call the function public.${suggestion}` : null,
    },
  );
}

export type RpcChoice = {
  fn: FunctionInfo;
  /** `named`: arguments by name from `argsJson`; `single`: the whole body as the one json argument. */
  style: "named" | "single";
  /** Names of the arguments actually passed. */
  passed: string[];
};

/** POST: the body is an object of named arguments, or anything for a single unnamed json parameter. */
export async function chooseForBody(
  tx: Transaction,
  name: string,
  candidates: FunctionInfo[],
  body: unknown,
): Promise<RpcChoice> {
  const isObject = body !== null && typeof body === "object" && !Array.isArray(body);
  const keys = isObject ? Object.keys(body as object) : [];
  if (isObject) {
    const keySet = new Set(keys);
    const matches = candidates.filter((fn) => acceptsNamed(fn, keySet));
    const exact = matches.find((fn) => inputs(fn).length === keys.length) ?? matches[0];
    if (exact) return { fn: exact, style: "named", passed: keys };
  }
  const single = candidates.find(acceptsSingleJson);
  if (single) return { fn: single, style: "single", passed: [] };
  throw await notFound(tx, name, keys);
}

/** GET: query keys naming an input argument are arguments; the others are filters. */
export async function chooseForQuery(
  tx: Transaction,
  name: string,
  candidates: FunctionInfo[],
  keys: string[],
): Promise<RpcChoice> {
  let best: RpcChoice | null = null;
  for (const fn of candidates) {
    const names = new Set(inputs(fn).map((a) => a.name));
    const passed = [...new Set(keys.filter((k) => names.has(k)))];
    if (!acceptsNamed(fn, new Set(passed))) continue;
    if (!best || passed.length > best.passed.length) best = { fn, style: "named", passed };
  }
  if (best) return best;
  throw await notFound(tx, name, [...new Set(keys)]);
}

export type RpcCall = {
  /** `WITH _pgrst_args AS (…) ` or empty. */
  prelude: string;
  /** `"public"."fn"(…)` */
  call: string;
  params: Params;
};

/**
 * Arguments travel as one JSON parameter and are converted by `json_to_record` with the
 * catalog's argument types, so arrays, json and every scalar type convert as in PostgREST.
 */
export function buildCall(choice: RpcChoice, argsJson: string): RpcCall {
  const params = new Params();
  const fnName = qualified(choice.fn.name);
  if (choice.style === "single") {
    const type = inputs(choice.fn)[0]?.type === "jsonb" ? "jsonb" : "json";
    return { prelude: "", call: `${fnName}(${params.text(argsJson)}::${type})`, params };
  }
  const passed = inputs(choice.fn).filter((a) => choice.passed.includes(a.name));
  if (passed.length === 0) return { prelude: "", call: `${fnName}()`, params };
  const definitions = passed.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(", ");
  const prelude = `WITH _pgrst_args AS (SELECT * FROM json_to_record(${params.text(argsJson)}::json) AS _pgrst_x(${definitions})) `;
  const args = passed.map(
    (a) =>
      `${a.mode === "v" ? "VARIADIC " : ""}${quoteIdent(a.name)} := (SELECT _pgrst_a.${quoteIdent(a.name)} FROM _pgrst_args _pgrst_a)`,
  );
  return { prelude, call: `${fnName}(${args.join(", ")})`, params };
}

export type ResultShape =
  | { kind: "void" }
  | { kind: "scalar" }
  /** Rows (SETOF composite, TABLE, OUT params); `single` for a non-set composite. */
  | { kind: "rows"; source: Source; single: boolean }
  /** SETOF scalar: one column named after the function, aggregated as bare values. */
  | { kind: "scalars"; source: Source; column: string };

export function resultShape(fn: FunctionInfo, call: string): ResultShape {
  if (fn.returnsVoid) return { kind: "void" };
  if (fn.resultColumns) {
    return {
      kind: "rows",
      source: { label: fn.name, from: call, columns: fn.resultColumns },
      single: !fn.returnsSet,
    };
  }
  if (!fn.returnsSet) return { kind: "scalar" };
  const column: Column = { name: fn.name, type: fn.returnType, category: fn.returnCategory };
  const from = `(SELECT _pgrst_f AS ${quoteIdent(fn.name)} FROM ${call} AS _pgrst_f)`;
  return { kind: "scalars", source: { label: fn.name, from, columns: [column] }, column: fn.name };
}
