/**
 * PostgREST's query-string grammar (QueryParams.hs, v12), for the subset the local backend
 * supports: filters with every operator, logic trees, select, order, limit/offset, columns and
 * on_conflict. Pure: no catalog, no SQL. Column names are returned verbatim and checked against
 * the catalog later.
 */
import { parseError, RestError } from "./errors.ts";

// ---------------------------------------------------------------------------------------------
// AST

/** Operators compared with a value cast to the column's type (or text for the LIKE/regex family). */
export const COMPARISON_OPERATORS = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "LIKE",
  ilike: "ILIKE",
  match: "~",
  imatch: "~*",
  isdistinct: "IS DISTINCT FROM",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
} as const;
type ComparisonOperator = keyof typeof COMPARISON_OPERATORS;

/** Operators that accept the `(any)` / `(all)` modifiers. */
const QUANTIFIABLE = new Set<string>([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
]);

export const FTS_OPERATORS = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} as const;
type FtsOperator = keyof typeof FTS_OPERATORS;

const IS_VALUES = ["null", "not_null", "true", "false", "unknown"] as const;
type IsValue = (typeof IS_VALUES)[number];

type Operation =
  | { op: ComparisonOperator; quantifier: "any" | "all" | null; value: string }
  | { op: "in"; values: string[] }
  | { op: "is"; value: IsValue }
  | { op: FtsOperator; language: string | null; value: string };

export type Filter = { type: "filter"; field: string; negated: boolean; operation: Operation };
export type LogicTree = {
  type: "logic";
  operator: "and" | "or";
  negated: boolean;
  conditions: Condition[];
};
export type Condition = Filter | LogicTree;

export type SelectItem =
  | { type: "star" }
  | { type: "column"; name: string; alias: string | null; cast: string | null }
  /** `rel(cols)` embedding or `count()`-style aggregates: parsed so the handler can refuse them. */
  | { type: "embed"; name: string; aggregate: boolean };

export type OrderTerm = {
  field: string;
  direction: "asc" | "desc" | null;
  nulls: "first" | "last" | null;
};

export type ParsedQuery = {
  /** `[{type:"star"}]` when no `select` was given. */
  select: SelectItem[];
  selectGiven: boolean;
  /** All AND-ed together: one per filter key and per logic-tree key. */
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Keys the caller claimed as RPC arguments (GET /rpc), with their raw values. */
  args: Array<[string, string]>;
};

export const RESERVED_KEYS = new Set([
  "select",
  "order",
  "limit",
  "offset",
  "or",
  "and",
  "not.or",
  "not.and",
  "columns",
  "on_conflict",
]);

// ---------------------------------------------------------------------------------------------
// A tiny backtracking cursor with Parsec-like error messages.

class ParseFailure {
  readonly pos: number;
  readonly details: string;

  constructor(pos: number, details: string) {
    this.pos = pos;
    this.details = details;
  }
}

function describe(ch: string | undefined): string {
  return ch === undefined ? "end of input" : JSON.stringify(ch);
}

class Cursor {
  readonly text: string;
  pos = 0;

  constructor(text: string) {
    this.text = text;
  }

  peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }

  eof(): boolean {
    return this.pos >= this.text.length;
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  fail(expecting: string, at = this.pos): never {
    throw new ParseFailure(at, `unexpected ${describe(this.text[at])} expecting ${expecting}`);
  }

  expect(ch: string): void {
    if (this.peek() !== ch) this.fail(JSON.stringify(ch));
    this.pos++;
  }

  expectEnd(): void {
    if (!this.eof()) this.fail("end of input");
  }

  skipSpaces(): void {
    while (this.peek() === " ") this.pos++;
  }

  /** Reads characters while `test` holds. */
  readWhile(test: (ch: string) => boolean): string {
    const start = this.pos;
    while (!this.eof() && test(this.text[this.pos] as string)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  rest(): string {
    const value = this.text.slice(this.pos);
    this.pos = this.text.length;
    return value;
  }
}

function run<T>(what: string, input: string, parse: (c: Cursor) => T): T {
  const cursor = new Cursor(input);
  try {
    return parse(cursor);
  } catch (error) {
    if (error instanceof ParseFailure) throw parseError(what, input, error.pos, error.details);
    throw error;
  }
}

/** Tries `parse`; on failure restores the position and returns the failure. */
function attempt<T>(
  c: Cursor,
  parse: () => T,
): { ok: true; value: T } | { ok: false; failure: ParseFailure } {
  const saved = c.pos;
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
    c.pos = saved;
    return { ok: false, failure: error };
  }
}

// ---------------------------------------------------------------------------------------------
// Lexical pieces

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;
const isIdentifierChar = (ch: string) => IDENTIFIER_CHAR.test(ch);

/** `"…"` with `\x` meaning a literal x. */
function quotedValue(c: Cursor): string {
  c.expect('"');
  let out = "";
  for (;;) {
    const ch = c.peek();
    if (ch === undefined) c.fail('"\\"" (closing quote)');
    c.pos++;
    if (ch === '"') return out;
    if (ch === "\\") {
      const escaped = c.peek();
      if (escaped === undefined) c.fail("escaped character");
      out += escaped;
      c.pos++;
    } else {
      out += ch;
    }
  }
}

const endsLogicValue = (ch: string | undefined) => ch === undefined || ch === "," || ch === ")";

/** A quoted value counts only when followed by `,`, `)` or the end; otherwise it is raw text. */
function quotedElement(c: Cursor): string {
  const value = quotedValue(c);
  if (!endsLogicValue(c.peek())) c.fail('"," or ")"');
  return value;
}

const rawElement = (c: Cursor) => c.readWhile((ch) => ch !== "," && ch !== ")");

function listElement(c: Cursor): string {
  if (c.peek() === '"') {
    const quoted = attempt(c, () => quotedElement(c));
    if (quoted.ok) return quoted.value;
  }
  return rawElement(c);
}

/** `(a,"b,c",d)`: PostgREST's pListVal. An empty `()` is an empty list. */
function listValue(c: Cursor): string[] {
  c.expect("(");
  c.skipSpaces();
  if (c.peek() === ")") {
    c.pos++;
    return [];
  }
  const values = [listElement(c)];
  while (c.peek() === ",") {
    c.pos++;
    values.push(listElement(c));
  }
  c.expect(")");
  return values;
}

/** Inside logic trees: quoted string, `{…}` array literal, or raw text up to `,` or `)`. */
function logicSingleValue(c: Cursor): string {
  if (c.peek() === '"') {
    const quoted = attempt(c, () => quotedElement(c));
    if (quoted.ok) return quoted.value;
  }
  if (c.peek() === "{") {
    const array = attempt(c, () => {
      const start = c.pos;
      c.pos++;
      c.readWhile((ch) => ch !== "{" && ch !== "}");
      c.expect("}");
      return c.text.slice(start, c.pos);
    });
    if (array.ok) return array.value;
  }
  return rawElement(c);
}

/** A column name: quoted, or letters, digits, `_`, space, `$` and single `-` (not `->`). */
function fieldName(c: Cursor): string {
  if (c.peek() === '"') return quotedValue(c);
  let name = "";
  for (;;) {
    const part = c.readWhile(isIdentifierChar);
    if (part === "") c.fail("field name (letters, digits, _ or $)");
    name += part;
    if (
      c.peek() === "-" &&
      c.peek(1) !== ">" &&
      c.peek(1) !== undefined &&
      isIdentifierChar(c.peek(1) as string)
    ) {
      name += "-";
      c.pos++;
      continue;
    }
    return name;
  }
}

function rejectJsonPath(c: Cursor): void {
  if (c.startsWith("->"))
    c.fail("a plain column (JSON paths are not supported by the local backend)");
}

// ---------------------------------------------------------------------------------------------
// Operations: `[not.]op.value`

function operation(
  c: Cursor,
  single: (c: Cursor) => string,
  isLogic: boolean,
): { negated: boolean; operation: Operation } {
  let negated = false;
  if (c.startsWith("not.")) {
    negated = true;
    c.pos += 4;
  }
  const opStart = c.pos;
  const name = c.readWhile((ch) => ch >= "a" && ch <= "z");
  const expecting = '"not" or operator (eq, gt, ...)';

  if (name === "in") {
    c.expect(".");
    return { negated, operation: { op: "in", values: listValue(c) } };
  }
  if (name === "is") {
    c.expect(".");
    const valueStart = c.pos;
    const word = c.readWhile((ch) => /[A-Za-z_]/.test(ch)).toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(word)) {
      c.fail('"null", "not_null", "true", "false" or "unknown"', valueStart);
    }
    if (!isLogic) c.expectEnd();
    return { negated, operation: { op: "is", value: word as IsValue } };
  }
  if (Object.hasOwn(FTS_OPERATORS, name)) {
    let language: string | null = null;
    if (c.peek() === "(") {
      c.pos++;
      language = c.readWhile((ch) => /[A-Za-z0-9_]/.test(ch));
      if (language === "") c.fail("text search configuration name");
      c.expect(")");
    }
    c.expect(".");
    return { negated, operation: { op: name as FtsOperator, language, value: single(c) } };
  }
  if (Object.hasOwn(COMPARISON_OPERATORS, name)) {
    let quantifier: "any" | "all" | null = null;
    if (c.peek() === "(" && QUANTIFIABLE.has(name)) {
      if (c.startsWith("(any)")) quantifier = "any";
      else if (c.startsWith("(all)")) quantifier = "all";
      else c.fail('"(any)" or "(all)"', c.pos + 1);
      c.pos += 5;
    }
    c.expect(".");
    return { negated, operation: { op: name as ComparisonOperator, quantifier, value: single(c) } };
  }
  return c.fail(expecting, opStart);
}

/** A top-level filter value such as `eq.5`, `not.in.(1,2)` or `ilike.*foo*`. */
export function parseFilter(field: string, raw: string): Filter {
  return run("filter", raw, (c) => {
    const parsed = operation(c, (cur) => cur.rest(), false);
    c.expectEnd();
    return { type: "filter", field, ...parsed };
  });
}

// ---------------------------------------------------------------------------------------------
// Logic trees: `or=(a.eq.1,and(b.gt.2,c.is.null))`

function logicFilter(c: Cursor): Filter {
  const field = fieldName(c);
  rejectJsonPath(c);
  c.expect(".");
  const parsed = operation(c, logicSingleValue, true);
  if (!endsLogicValue(c.peek())) c.fail('"," or ")"');
  return { type: "filter", field, ...parsed };
}

function logicExpression(c: Cursor): LogicTree {
  let negated = false;
  if (c.startsWith("not.")) {
    negated = true;
    c.pos += 4;
  }
  let operator: "and" | "or";
  if (c.startsWith("and")) operator = "and";
  else if (c.startsWith("or")) operator = "or";
  else return c.fail('"and" or "or"');
  c.pos += operator.length;
  c.expect("(");
  c.skipSpaces();
  const conditions = [logicNode(c)];
  c.skipSpaces();
  while (c.peek() === ",") {
    c.pos++;
    c.skipSpaces();
    conditions.push(logicNode(c));
    c.skipSpaces();
  }
  c.expect(")");
  return { type: "logic", operator, negated, conditions };
}

function logicNode(c: Cursor): Condition {
  const asFilter = attempt(c, () => logicFilter(c));
  if (asFilter.ok) return asFilter.value;
  const asTree = attempt(c, () => logicExpression(c));
  if (asTree.ok) return asTree.value;
  // Report whichever alternative got further, as Parsec does.
  throw asFilter.failure.pos > asTree.failure.pos ? asFilter.failure : asTree.failure;
}

/** `key` is `or`, `and`, `not.or` or `not.and`; the tree is parsed from `key + value`. */
export function parseLogicTree(key: string, value: string): LogicTree {
  const input = key + value;
  return run("logic tree", input, (c) => {
    const tree = logicExpression(c);
    c.skipSpaces();
    c.expectEnd();
    return tree;
  });
}

// ---------------------------------------------------------------------------------------------
// select

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(c: Cursor): Array<{ text: string; start: number }> {
  const parts: Array<{ text: string; start: number }> = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  const text = c.text;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === "\\") i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === "(") depth++;
    else if (ch === ")") {
      depth--;
      if (depth < 0) c.fail('"," or end of input', i);
    } else if (ch === "," && depth === 0) {
      parts.push({ text: text.slice(start, i), start });
      start = i + 1;
    }
  }
  if (quoted) c.fail('"\\"" (closing quote)', text.length);
  if (depth !== 0) c.fail('")"', text.length);
  parts.push({ text: text.slice(start), start });
  return parts;
}

const AGGREGATES = new Set(["count", "sum", "avg", "min", "max"]);
const ALIAS = /^[\p{L}\p{N}_ $-]+$/u;
const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])*$/;

function selectItem(c: Cursor, text: string, start: number): SelectItem {
  const trimmed = text.trim();
  const offset = start + text.indexOf(trimmed);
  if (trimmed === "*") return { type: "star" };
  if (trimmed === "") c.fail("field name, * or embedded resource", offset);

  const paren = trimmed.indexOf("(");
  if (paren >= 0 && !trimmed.startsWith('"')) {
    let name = trimmed.slice(0, paren).replace(/^\.\.\./, "");
    const colon = name.lastIndexOf(":");
    if (colon >= 0) name = name.slice(colon + 1);
    name = name.split("!")[0] ?? name;
    const aggregate = AGGREGATES.has(name) && trimmed.slice(paren).startsWith("()");
    return { type: "embed", name, aggregate };
  }

  const item = new Cursor(trimmed);
  try {
    let alias: string | null = null;
    let name = fieldName(item);
    if (item.peek() === ":" && item.peek(1) !== ":") {
      alias = name;
      item.pos++;
      name = fieldName(item);
    }
    rejectJsonPath(item);
    let cast: string | null = null;
    if (item.startsWith("::")) {
      item.pos += 2;
      cast = item.rest().trim();
      if (!CAST_TYPE.test(cast)) item.fail("a type name", item.text.length - cast.length);
    }
    item.expectEnd();
    if (alias !== null && !ALIAS.test(alias))
      item.fail("an alias made of letters, digits, _, $, - or space", 0);
    return { type: "column", name, alias, cast };
  } catch (error) {
    if (error instanceof ParseFailure) throw new ParseFailure(offset + error.pos, error.details);
    throw error;
  }
}

export function parseSelect(raw: string): SelectItem[] {
  return run("select parameter", raw, (c) => {
    if (raw.trim() === "") return [];
    return splitTopLevel(c).map((part) => selectItem(c, part.text, part.start));
  });
}

// ---------------------------------------------------------------------------------------------
// order, columns, on_conflict, limit, offset

export function parseOrder(raw: string): OrderTerm[] {
  return run("order", raw, (c) => {
    const terms: OrderTerm[] = [];
    for (;;) {
      c.skipSpaces();
      const field = fieldName(c);
      rejectJsonPath(c);
      let direction: OrderTerm["direction"] = null;
      let nulls: OrderTerm["nulls"] = null;
      if (c.startsWith(".asc") || c.startsWith(".desc")) {
        direction = c.startsWith(".asc") ? "asc" : "desc";
        c.pos += direction.length + 1;
      }
      if (c.startsWith(".nullsfirst") || c.startsWith(".nullslast")) {
        nulls = c.startsWith(".nullsfirst") ? "first" : "last";
        c.pos += nulls === "first" ? 11 : 10;
      }
      if (c.peek() === ".") c.fail('"asc", "desc", "nullsfirst" or "nullslast"', c.pos + 1);
      terms.push({ field, direction, nulls });
      if (c.eof()) return terms;
      c.expect(",");
    }
  });
}

/** `columns=` and `on_conflict=`: comma list of optionally quoted names. */
export function parseNameList(what: string, raw: string): string[] {
  return run(what, raw, (c) => {
    const names: string[] = [];
    for (;;) {
      c.skipSpaces();
      names.push(fieldName(c));
      c.skipSpaces();
      if (c.eof()) return names;
      c.expect(",");
    }
  });
}

function parseNonNegativeInteger(what: string, raw: string): number {
  return run(what, raw, (c) => {
    const digits = c.readWhile((ch) => ch >= "0" && ch <= "9");
    if (digits === "") c.fail("digit");
    c.expectEnd();
    const value = Number(digits);
    if (!Number.isSafeInteger(value))
      throw new RestError(400, "PGRST100", `"${what}" is too large`);
    return value;
  });
}

// ---------------------------------------------------------------------------------------------
// The whole query string

/** A filter key may be a quoted column name: `"my col"=eq.1`. */
function unquoteKey(key: string): string {
  if (key.length < 2 || !key.startsWith('"') || !key.endsWith('"')) return key;
  const cursor = new Cursor(key);
  try {
    const name = quotedValue(cursor);
    return cursor.eof() ? name : key;
  } catch {
    return key;
  }
}

export type ParseQueryOptions = {
  /** For GET /rpc: keys that are function arguments rather than filters. */
  isArgument?: (key: string) => boolean;
};

/** Parses the query string (decode with URLSearchParams: `+` is a space). Repeated filter keys AND. */
export function parseQuery(params: URLSearchParams, options: ParseQueryOptions = {}): ParsedQuery {
  const result: ParsedQuery = {
    select: [{ type: "star" }],
    selectGiven: false,
    conditions: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
    onConflict: null,
    args: [],
  };
  const seen = new Set<string>();
  for (const [key, value] of params) {
    const first = !seen.has(key);
    seen.add(key);
    switch (key) {
      case "select":
        if (first) {
          result.select = parseSelect(value);
          result.selectGiven = true;
        }
        break;
      case "order":
        if (first) result.order = parseOrder(value);
        break;
      case "limit":
        if (first) result.limit = parseNonNegativeInteger("limit parameter", value);
        break;
      case "offset":
        if (first) result.offset = parseNonNegativeInteger("offset parameter", value);
        break;
      case "columns":
        if (first) result.columns = parseNameList("columns parameter", value);
        break;
      case "on_conflict":
        if (first) result.onConflict = parseNameList("on_conflict parameter", value);
        break;
      case "or":
      case "and":
      case "not.or":
      case "not.and":
        result.conditions.push(parseLogicTree(key, value));
        break;
      default:
        if (options.isArgument?.(key)) result.args.push([key, value]);
        else result.conditions.push(parseFilter(unquoteKey(key), value));
    }
  }
  return result;
}
