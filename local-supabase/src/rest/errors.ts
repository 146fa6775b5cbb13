import { json, type LocalResponse } from "../http-types.ts";

/** PostgREST's error body: always all four keys. */
export type RestErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

/** An error the handler answers with directly (PGRST codes, emulated SQLSTATEs). */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { details?: string | null; hint?: string | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "RestError";
    this.status = status;
    this.code = code;
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
    this.headers = extra.headers ?? {};
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** Thrown inside the request transaction to roll it back while still answering `response`. */
export class RollbackWith extends Error {
  readonly response: LocalResponse;

  constructor(response: LocalResponse) {
    super("rollback");
    this.name = "RollbackWith";
    this.response = response;
  }
}

// ---------------------------------------------------------------------------------------------
// Constructors for the PostgREST errors this handler emits.

/** 400 PGRST100: a query-string parameter did not parse. */
export function parseError(
  what: string,
  input: string,
  position: number,
  details: string,
): RestError {
  return new RestError(
    400,
    "PGRST100",
    `"failed to parse ${what} (${input})" (line 1, column ${position + 1})`,
    {
      details,
    },
  );
}

export function invalidBody(message = "Empty or invalid json"): RestError {
  return new RestError(400, "PGRST102", message);
}

export function tableNotFound(table: string, suggestion: string | null): RestError {
  return new RestError(
    404,
    "PGRST205",
    `Could not find the table 'public.${table}' in the schema cache`,
    {
      hint: suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
    },
  );
}

export function columnNotFound(table: string, column: string): RestError {
  // PostgREST lets PostgreSQL answer this for filters, select and order (SQLSTATE 42703).
  return new RestError(400, "42703", `column ${table}.${column} does not exist`);
}

export function payloadColumnNotFound(table: string, column: string): RestError {
  return new RestError(
    400,
    "PGRST204",
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function singularError(rows: number): RestError {
  return new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", {
    details: `The result contains ${rows} rows`,
  });
}

export function invalidSchema(schema: string): RestError {
  return new RestError(406, "PGRST106", `Invalid schema: ${schema}`, {
    hint: "Only the following schemas are exposed: public",
  });
}

// ---------------------------------------------------------------------------------------------
// Mapping PostgreSQL (PGlite) errors to HTTP statuses, as PostgREST maps them.

type PgLikeError = { code: string; message: string; detail?: unknown; hint?: unknown };

function isPgError(error: unknown): error is PgLikeError {
  if (!error || typeof error !== "object") return false;
  const candidate = error as Record<string, unknown>;
  return (
    typeof candidate.code === "string" &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.message === "string"
  );
}

/**
 * PostgREST's SQLSTATE → status table. Deliberate deviation: classes 08 and 53 answer 500, not
 * 503, because postgrest-js retries GET/HEAD on 503 and an embedded
 * single-connection database gains nothing from retries.
 */
function statusForSqlState(code: string, role: string): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "42P01" || code === "42883") return 404;
  if (code === "P0001") return 400;
  if (code === "42P17") return 500;
  if (code.startsWith("PT")) {
    const custom = Number(code.slice(2));
    if (Number.isInteger(custom) && custom >= 100 && custom <= 599) return custom;
    return 500;
  }
  const cls = code.slice(0, 2);
  if (cls === "08" || cls === "53") return 500;
  if (["0L", "0P", "28"].includes(cls)) return 403;
  if (
    [
      "09",
      "25",
      "2D",
      "38",
      "39",
      "3B",
      "40",
      "54",
      "55",
      "57",
      "58",
      "F0",
      "HV",
      "P0",
      "XX",
    ].includes(cls)
  ) {
    return 500;
  }
  return 400;
}

function textOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** Turns anything thrown while serving a request into a PostgREST-shaped JSON error response. */
export function errorResponse(error: unknown, role: string): LocalResponse {
  if (error instanceof RollbackWith) return error.response;
  if (error instanceof RestError) return json(error.status, error.body(), error.headers);
  if (isPgError(error)) {
    const status = statusForSqlState(error.code, role);
    const body: RestErrorBody = {
      code: error.code,
      message: error.message,
      details: textOrNull(error.detail),
      hint: textOrNull(error.hint),
    };
    const headers: Record<string, string> = status === 401 ? { "www-authenticate": "Bearer" } : {};
    return json(status, body, headers);
  }
  const message = error instanceof Error ? error.message : String(error);
  return json(500, {
    code: "XX000",
    message: "Internal error in the local REST handler",
    details: message,
    hint: null,
  });
}
