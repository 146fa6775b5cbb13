import "server-only";

import { createSupabasePublicClient } from "@/lib/supabase/public";

export type SharedLimitDecision = "allowed" | "refused" | "unavailable";

/**
 * Counts one attempt of `clientKey` (an HMAC, never an address) on `form` in the database, the
 * count every server instance shares, as the anonymous visitor (the function is all anon may
 * touch; the table itself is closed). "unavailable" when the count could not be made: the
 * backend's message is logged for us, and the caller decides what that means.
 */
export async function consumeSharedFormRateLimit(input: {
  form: string;
  clientKey: string;
  limit: number;
  windowSeconds: number;
}): Promise<SharedLimitDecision> {
  try {
    const { data, error } = await createSupabasePublicClient().rpc("consume_form_rate_limit", {
      form_name: input.form,
      client: input.clientKey,
      max_attempts: input.limit,
      window_seconds: input.windowSeconds,
    });
    if (error) {
      console.error(`Form rate limit not checked: ${error.message}`, { code: error.code });
      return "unavailable";
    }
    return data === true ? "allowed" : "refused";
  } catch (error) {
    console.error("Form rate limit not checked:", error);
    return "unavailable";
  }
}

/**
 * Whether one more attempt of `clientKey` on `form` would be accepted, without counting it: the
 * login counts only its failures, and asks this before trying.
 */
export async function sharedFormRateLimitAllows(input: {
  form: string;
  clientKey: string;
  limit: number;
  windowSeconds: number;
}): Promise<SharedLimitDecision> {
  try {
    const { data, error } = await createSupabasePublicClient().rpc("form_rate_limit_allows", {
      form_name: input.form,
      client: input.clientKey,
      max_attempts: input.limit,
      window_seconds: input.windowSeconds,
    });
    if (error) {
      console.error(`Login rate limit not checked: ${error.message}`, { code: error.code });
      return "unavailable";
    }
    return data === true ? "allowed" : "refused";
  } catch (error) {
    console.error("Login rate limit not checked:", error);
    return "unavailable";
  }
}
