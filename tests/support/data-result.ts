import type { DataResult } from "@/lib/supabase/result";

/** A data function's answer, or a thrown error naming why there is none: tests read answers. */
export function dataOf<T>(result: DataResult<T>): T {
  if (!result.ok) throw new Error(`The data function failed (${result.error.kind}).`);
  return result.data;
}
