import "server-only";

import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { answer, failure, type DataResult } from "@/lib/supabase/result";

type SharedLimitDecision = "allowed" | "refused";

type LimitInput = { form: string; clientKey: string; limit: number; windowSeconds: number };

async function askLimit(
  fn: "consume_form_rate_limit" | "form_rate_limit_allows",
  input: LimitInput,
): Promise<DataResult<SharedLimitDecision>> {
  try {
    const { data, error } = await createSupabaseAdminClient().rpc(fn, {
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

// Only the server counts (service key): nobody else can fill a count. The key is an HMAC.
export const consumeSharedFormRateLimit = (input: LimitInput) =>
  askLimit("consume_form_rate_limit", input);

// The login counts only its failures, so it asks first without counting.
export const sharedFormRateLimitAllows = (input: LimitInput) =>
  askLimit("form_rate_limit_allows", input);
