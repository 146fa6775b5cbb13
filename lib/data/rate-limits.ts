import "server-only";

import { createSupabasePublicClient } from "@/lib/supabase/public";

import { answer, failure, type DataResult } from "./result";

/** The database's decision; a count that could not be made is a failure, not a decision. */
type SharedLimitDecision = "allowed" | "refused";

type LimitInput = { form: string; clientKey: string; limit: number; windowSeconds: number };

/** One of the two limit functions, as the anonymous visitor. */
async function askLimit(
  fn: "consume_form_rate_limit" | "form_rate_limit_allows",
  input: LimitInput,
): Promise<DataResult<SharedLimitDecision>> {
  try {
    const { data, error } = await createSupabasePublicClient().rpc(fn, {
      form_name: input.form,
      client: input.clientKey,
      max_attempts: input.limit,
      window_seconds: input.windowSeconds,
    });
    if (error) {
      console.error(`Rate limit of ${input.form} not checked: ${error.message}`, {
        code: error.code,
      });
      return failure();
    }
    return answer(data === true ? "allowed" : "refused");
  } catch (error) {
    console.error(`Rate limit of ${input.form} not checked:`, error);
    return failure();
  }
}

/**
 * Counts one attempt of `clientKey` (an HMAC, never an address) on `form` in the database, the
 * count every server instance shares, as the anonymous visitor (the function is all anon may
 * touch; the table itself is closed). A failure when the count could not be made: the backend's
 * message is logged here, and the caller decides what that means.
 */
export const consumeSharedFormRateLimit = (input: LimitInput) =>
  askLimit("consume_form_rate_limit", input);

/**
 * Whether one more attempt of `clientKey` on `form` would be accepted, without counting it: the
 * login counts only its failures, and asks this before trying.
 */
export const sharedFormRateLimitAllows = (input: LimitInput) =>
  askLimit("form_rate_limit_allows", input);
