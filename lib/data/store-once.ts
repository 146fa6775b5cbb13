import "server-only";

import type { PostgrestError } from "@supabase/supabase-js";

/**
 * Runs a visitor's insert and reads its answer. A unique violation on `submission_key` means an
 * earlier attempt with the same key and text was stored and only its answer was lost on the way
 * back: that is success, and the row stays stored once. Any other failure is logged for us and
 * never returned: callers show their own text.
 */
export async function storeOnce(
  what: string,
  submissionKey: string | null,
  insert: () => PromiseLike<{ error: PostgrestError | null }>,
): Promise<{ ok: boolean }> {
  try {
    const { error } = await insert();
    if (!error) return { ok: true };
    if (submissionKey !== null && isSubmissionKeyConflict(error)) {
      console.info(`${what} already stored by an earlier attempt; not stored again.`);
      return { ok: true };
    }
    console.error(`${what} not stored: ${error.message}`, { code: error.code });
    return { ok: false };
  } catch (error) {
    console.error(`${what} not stored:`, error);
    return { ok: false };
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
