/** What every REST operation shares: the request state, transaction helpers and response shaping. */
import type { LocalContext } from "../context.ts";
import type { Transaction } from "../db.ts";
import type { LocalRequest, LocalResponse } from "../http-types.ts";
import type { RequestAuth } from "./auth-claims.ts";
import { EXPOSED_SCHEMA, resolveType } from "./catalog.ts";
import { invalidBody, RestError, RollbackWith, singularError } from "./errors.ts";
import {
  CONTENT_TYPE,
  contentRange,
  parseRangeHeader,
  rangeStatus,
  type Preferences,
  type Representation,
} from "./preferences.ts";
import type { ParsedQuery, SelectItem } from "./query-parser.ts";
import type { CastTypes, WriteStatement } from "./sql-builder.ts";

/** Everything one request needs, resolved before the transaction starts. */
export type RequestState = {
  ctx: LocalContext;
  request: LocalRequest;
  method: string;
  /** Path after `/rest/v1`, as `request.path` (e.g. `/items`). */
  path: string;
  auth: RequestAuth;
  prefs: Preferences;
  representation: Representation;
  maxRows: number | null;
};

export type Row = Record<string, unknown>;

export const READ_METHODS = new Set(["GET", "HEAD"]);

export function emptyResponse(status: number, headers: Record<string, string> = {}): LocalResponse {
  return { status, headers };
}

export function bodyResponse(
  status: number,
  body: string,
  representation: Representation,
  headers: Record<string, string>,
): LocalResponse & { headers: Record<string, string> } {
  return { status, headers: { "content-type": CONTENT_TYPE[representation], ...headers }, body };
}

export function appliedPreferences(prefs: Preferences, keys: string[]): Record<string, string> {
  const applied = prefs.recognised.filter((token) =>
    keys.some((key) => token.startsWith(`${key}=`)),
  );
  return applied.length ? { "preference-applied": applied.join(", ") } : {};
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * PostgREST's per-request transaction-local settings, plus the role's
 * statement_timeout: Postgres applies a role's `alter role … set statement_timeout` at login,
 * not on SET ROLE, so it is set here as SET LOCAL does. PGlite cannot honour it on its own (its
 * timer needs the event loop the statement is blocking); LocalDb enforces the same limit.
 */
export async function setLocals(tx: Transaction, state: RequestState): Promise<void> {
  const { request, auth, prefs } = state;
  const values: string[] = [
    `${EXPOSED_SCHEMA}, extensions`,
    auth.role,
    JSON.stringify(auth.claims),
    state.method,
    state.path,
    JSON.stringify(request.headers),
    JSON.stringify(parseCookies(request.headers.cookie)),
    String(state.ctx.config.statementTimeoutMs[auth.role]),
  ];
  let sql =
    "select set_config('search_path', $1, true), set_config('role', $2, true), " +
    "set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true), " +
    "set_config('request.path', $5, true), set_config('request.headers', $6, true), " +
    "set_config('request.cookies', $7, true), set_config('statement_timeout', $8, true)";
  if (prefs.timezone !== null) {
    values.push(prefs.timezone);
    sql += ", set_config('timezone', $9, true)";
  }
  await tx.query(sql, values);
}

export async function readOnly(tx: Transaction): Promise<void> {
  await tx.exec("set transaction read only");
}

export async function run(tx: Transaction, statement: WriteStatement): Promise<Row> {
  const result = await tx.query<Row>(statement.sql, statement.params);
  return result.rows[0] ?? {};
}

export const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

export async function resolveCasts(tx: Transaction, items: SelectItem[]): Promise<CastTypes> {
  const casts: CastTypes = new Map();
  for (const item of items) {
    if (item.type === "column" && item.cast !== null && !casts.has(item.cast)) {
      casts.set(item.cast, await resolveType(tx, item.cast));
    }
  }
  return casts;
}

export function parseJsonBody(
  request: LocalRequest,
  emptyAs: string | null,
): { text: string; value: unknown } {
  let text = request.body.toString("utf8");
  if (text.trim() === "") {
    if (emptyAs === null) throw invalidBody();
    text = emptyAs;
  }
  try {
    return { text, value: JSON.parse(text) as unknown };
  } catch {
    throw invalidBody();
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** limit/offset from the query, intersected with a `Range` header, capped by max rows. */
export function readWindow(
  state: RequestState,
  query: ParsedQuery,
): { limit: number | null; offset: number } {
  let offset = query.offset ?? 0;
  let end = query.limit === null ? Infinity : offset + query.limit - 1;
  const range = parseRangeHeader(state.request.headers);
  if (range) {
    offset = Math.max(offset, range.lower);
    end = Math.min(end, range.upper ?? Infinity);
  }
  let limit = end === Infinity ? null : Math.max(0, end - offset + 1);
  if (state.maxRows !== null)
    limit = limit === null ? state.maxRows : Math.min(limit, state.maxRows);
  return { limit, offset };
}

/** Finishes a read (GET/HEAD on a relation or a set-returning function). */
export function readResponse(
  state: RequestState,
  offset: number,
  row: Row,
  total: number | null,
  singleObject: boolean,
): LocalResponse {
  const n = num(row.n);
  const lower = offset;
  const upper = offset + n - 1;
  const status = rangeStatus(lower, upper, total);
  if (status === 416) {
    throw new RestError(416, "PGRST103", "Requested range not satisfiable", {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      headers: { "content-range": `*/${total}` },
    });
  }
  const wantsObject = state.representation === "object" || singleObject;
  if (state.representation === "object" && n !== 1) throw singularError(n);
  const headers = {
    "content-range": contentRange(lower, upper, total),
    ...appliedPreferences(state.prefs, ["count"]),
  };
  const body = wantsObject ? String(row.first ?? "null") : String(row.body ?? "[]");
  const response = bodyResponse(status, body, wantsObject ? "object" : "array", headers);
  if (state.method === "HEAD") delete response.body;
  return response;
}

export function finish(state: RequestState, response: LocalResponse): LocalResponse {
  if (state.prefs.tx === "rollback") {
    const headers = { ...response.headers };
    const applied = headers["preference-applied"];
    headers["preference-applied"] = applied ? `${applied}, tx=rollback` : "tx=rollback";
    throw new RollbackWith({ ...response, headers });
  }
  return response;
}
