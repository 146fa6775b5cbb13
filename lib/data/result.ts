import "server-only";

/**
 * Why a data function has no answer. Deliberately no text from the backend: the function that
 * failed has already logged it on the server, once, and a caller shows its own sentence.
 * - "failed": the database gave no usable answer (unreachable, too slow, missing settings, or an
 *   error in place of rows: a constraint, a permission, a missing function).
 * - "not-found": it answered, but the one row a write was for was not there (deleted in another
 *   tab, or hidden by row-level security, which turns a refused write into zero rows).
 */
export type DataError = { kind: "failed" | "not-found" };

/**
 * What every lib/data function that asks the database returns: its answer in `data`, or why
 * there is none. Answers that are not failures (a rate limit's "refused", an empty list) are data.
 */
export type DataResult<T = undefined> = { ok: true; data: T } | { ok: false; error: DataError };

/** An answer; `answer()` for a write that has nothing to return. */
export function answer(): { ok: true; data: undefined };
export function answer<T>(data: T): { ok: true; data: T };
export function answer<T>(data?: T): { ok: true; data: T | undefined } {
  return { ok: true, data };
}

export function failure(kind: DataError["kind"] = "failed"): { ok: false; error: DataError } {
  return { ok: false, error: { kind } };
}
