import "server-only";

import type { PostgrestError } from "@supabase/supabase-js";

import { answer, failure, type DataResult } from "./result";

/**
 * Runs a visitor's insert and reads its answer. A unique violation on `submission_key` means an
 * earlier attempt with the same key and text was stored and only its answer was lost on the way
 * back: that is success, and the row stays stored once. Any other failure is logged here and
 * answered as a DataError: callers show their own text.
 */
export async function storeOnce(
  what: string,
  submissionKey: string | null,
  insert: () => PromiseLike<{ error: PostgrestError | null }>,
): Promise<DataResult> {
  try {
    const { error } = await insert();
    if (!error) return answer();
    if (submissionKey !== null && isSubmissionKeyConflict(error)) {
      console.info(`${what} already stored by an earlier attempt; not stored again.`);
      return answer();
    }
    console.error(`${what} not stored: ${error.message}`, { code: error.code });
    return failure();
  } catch (error) {
    console.error(`${what} not stored:`, error);
    return failure();
  }
}

/**
 * Told by the constraint's name (supabase/migrations/20261125120000_submission_keys.sql): Postgres
 * leaves out the "Key (...) already exists" detail under RLS, so the message is all there is.
 */
const SUBMISSION_KEY_CONSTRAINT = /"(form_submissions|reviews)_submission_key_key"/;

function isSubmissionKeyConflict(error: PostgrestError): boolean {
  return error.code === "23505" && SUBMISSION_KEY_CONSTRAINT.test(error.message);
}
