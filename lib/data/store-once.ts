import "server-only";

import type { PostgrestError } from "@supabase/supabase-js";

import { answer, failure, type DataResult } from "@/lib/supabase/result";

// A submission_key conflict means an earlier attempt was stored and only its answer was lost.
export async function storeOnce(
  what: string,
  submissionKey: string | null,
  insert: () => PromiseLike<{ error: PostgrestError | null }>,
): Promise<DataResult<{ storedBefore: boolean }>> {
  try {
    const { error } = await insert();
    if (!error) return answer({ storedBefore: false });
    if (submissionKey !== null && isSubmissionKeyConflict(error)) {
      console.info(`${what} already stored by an earlier attempt; not stored again.`);
      return answer({ storedBefore: true });
    }
    console.error(`${what} not stored: ${error.message}`, { code: error.code });
    return failure();
  } catch (error) {
    console.error(`${what} not stored:`, error);
    return failure();
  }
}

// Matched by name: under RLS Postgres leaves out the "Key (...) already exists" detail.
const SUBMISSION_KEY_CONSTRAINT = /"(form_submissions|reviews)_submission_key_key"/;

function isSubmissionKeyConflict(error: PostgrestError): boolean {
  return error.code === "23505" && SUBMISSION_KEY_CONSTRAINT.test(error.message);
}
