import "server-only";

// No backend text: the failing function has logged it once, and each caller shows its own sentence.
// "not-found": the one row a write was for is gone, or RLS hid it (a refused write is zero rows).
export type DataError = { kind: "failed" | "not-found" };

export type DataResult<T = undefined> = { ok: true; data: T } | { ok: false; error: DataError };

export function answer(): { ok: true; data: undefined };
export function answer<T>(data: T): { ok: true; data: T };
export function answer<T>(data?: T): { ok: true; data: T | undefined } {
  return { ok: true, data };
}

export function failure(kind: DataError["kind"] = "failed"): { ok: false; error: DataError } {
  return { ok: false, error: { kind } };
}
