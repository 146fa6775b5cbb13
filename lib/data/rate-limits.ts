import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";
import { createSupabasePublicClient } from "@/lib/supabase/public";

type ConsumeFormRateLimit = {
  Args: { form_name: string; client: string; max_attempts: number; window_seconds: number };
  Returns: boolean;
};
// The function of supabase/migrations/20261125090000_form_rate_limits.sql, until
// database.types.ts lists it beside the others.
type WithRateLimit = Omit<Database, "public"> & {
  public: Omit<Database["public"], "Functions"> & {
    Functions: Database["public"]["Functions"] & { consume_form_rate_limit: ConsumeFormRateLimit };
  };
};

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
    const supabase = createSupabasePublicClient() as unknown as SupabaseClient<WithRateLimit>;
    const { data, error } = await supabase.rpc("consume_form_rate_limit", {
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
