/**
 * The `/rest/v1` request handler: routing and one transaction per request. The operations live
 * in read.ts, write.ts and rpc-call.ts; shared helpers in request-context.ts.
 */
import type { LocalContext } from "../context.ts";
import type { Transaction } from "../db.ts";
import type { LocalHandler, LocalRequest, LocalResponse } from "../http-types.ts";
import { authenticate } from "./auth-claims.ts";
import { EXPOSED_SCHEMA } from "./catalog.ts";
import { errorResponse, RestError } from "./errors.ts";
import { checkProfile, negotiate, parsePreferences } from "./preferences.ts";
import { readRelation } from "./read.ts";
import {
  bodyResponse,
  emptyResponse,
  READ_METHODS,
  readOnly,
  type RequestState,
} from "./request-context.ts";
import { callFunction } from "./rpc-call.ts";
import { insertRows, mutateRows } from "./write.ts";

const REST_PREFIX = "/rest/v1";

export type RestHandlerOptions = {
  /** PostgREST's db-max-rows for reads; Supabase hosted uses 1000. null = unlimited. */
  maxRows?: number | null;
};

// ---------------------------------------------------------------------------------------------
// Root: a minimal OpenAPI description listing what is exposed.

async function describeApi(tx: Transaction, state: RequestState): Promise<LocalResponse> {
  await readOnly(tx);
  const result = await tx.query<{ path: string }>(
    `select '/' || c.relname as path from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
     union all
     select '/rpc/' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = $1 and p.prokind = 'f'
     order by 1`,
    [EXPOSED_SCHEMA],
  );
  const paths: Record<string, object> = { "/": {} };
  for (const row of result.rows) paths[row.path] = {};
  const openApi = {
    swagger: "2.0",
    info: { title: "Local Supabase REST (PostgREST-compatible subset)", version: "12.2.3" },
    basePath: "/",
    schemes: ["http"],
    consumes: ["application/json"],
    produces: ["application/json"],
    paths,
  };
  const response = bodyResponse(200, JSON.stringify(openApi), "array", {});
  response.headers["content-type"] = "application/openapi+json; charset=utf-8";
  if (state.method === "HEAD") delete response.body;
  return response;
}

// ---------------------------------------------------------------------------------------------
// Routing

const TABLE_METHODS = "OPTIONS,GET,HEAD,POST,PATCH,DELETE";
const RPC_METHODS = "OPTIONS,GET,HEAD,POST";

function unsupportedMethod(method: string): RestError {
  return new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
}

function splitPath(pathname: string): string[] | null {
  const rest =
    pathname === REST_PREFIX
      ? ""
      : pathname.startsWith(`${REST_PREFIX}/`)
        ? pathname.slice(REST_PREFIX.length)
        : null;
  if (rest === null) return null;
  const segments = rest.split("/").slice(1);
  try {
    return segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

async function handle(
  ctx: LocalContext,
  request: LocalRequest,
  maxRows: number | null,
  onRole: (role: string) => void,
): Promise<LocalResponse> {
  const method = request.method.toUpperCase();
  const segments = splitPath(request.url.pathname);
  if (
    segments === null ||
    segments.length > 2 ||
    (segments.length === 2 && segments[0] !== "rpc")
  ) {
    throw new RestError(404, "PGRST125", "Invalid path specified in request URL");
  }
  const isRoot = segments.length === 0 || (segments.length === 1 && segments[0] === "");
  const isRpc = segments.length === 2;
  const name = isRpc ? (segments[1] as string) : (segments[0] ?? "");
  if (!isRoot && name === "")
    throw new RestError(404, "PGRST125", "Invalid path specified in request URL");

  if (method === "OPTIONS") {
    return emptyResponse(200, {
      allow: isRpc ? RPC_METHODS : isRoot ? "OPTIONS,GET,HEAD" : TABLE_METHODS,
    });
  }

  const auth = await authenticate(request.headers, ctx.config.jwtSecret);
  onRole(auth.role);
  checkProfile(method, request.headers);
  const state: RequestState = {
    ctx,
    request,
    method,
    path: request.url.pathname.slice(REST_PREFIX.length) || "/",
    auth,
    prefs: parsePreferences(request.headers.prefer),
    representation: negotiate(request.headers.accept),
    maxRows,
  };

  let work: (tx: Transaction) => Promise<LocalResponse>;
  if (isRoot) {
    if (!READ_METHODS.has(method)) throw unsupportedMethod(method);
    work = (tx) => describeApi(tx, state);
  } else if (isRpc) {
    if (!READ_METHODS.has(method) && method !== "POST") throw unsupportedMethod(method);
    work = (tx) => callFunction(tx, state, name);
  } else if (READ_METHODS.has(method)) {
    work = (tx) => readRelation(tx, state, name);
  } else if (method === "POST") {
    work = (tx) => insertRows(tx, state, name);
  } else if (method === "PATCH" || method === "DELETE") {
    work = (tx) => mutateRows(tx, state, name);
  } else {
    throw unsupportedMethod(method);
  }
  // PostgREST gets this from the role's `statement_timeout` setting; see request-context.ts.
  return ctx.db.transaction(work, { statementTimeoutMs: ctx.config.statementTimeoutMs[auth.role] });
}

/**
 * Serves `/rest/v1/*`. Never throws: every failure, including unexpected ones, becomes a
 * PostgREST-shaped JSON error response.
 */
export function createRestHandler(
  ctx: LocalContext,
  options: RestHandlerOptions = {},
): LocalHandler {
  const maxRows = options.maxRows === undefined ? 1000 : options.maxRows;
  return async (request) => {
    let role = "anon";
    try {
      return await handle(ctx, request, maxRows, (r) => {
        role = r;
      });
    } catch (error) {
      try {
        return errorResponse(error, role);
      } catch {
        return {
          status: 500,
          headers: { "content-type": "application/json; charset=utf-8" },
          body: '{"code":"XX000","message":"Internal error in the local REST handler","details":null,"hint":null}',
        };
      }
    }
  };
}
