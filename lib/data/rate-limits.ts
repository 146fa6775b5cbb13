import "server-only";

import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { answer, failure, type DataResult } from "@/lib/supabase/result";

type SharedLimitDecision = "allowed" | "refused";

export type LimitInput = { form: string; clientKey: string; limit: number; windowSeconds: number };

// Only the server counts (service key): nobody else can fill a count. The key is an HMAC.
export async function consumeSharedFormRateLimit(
  input: LimitInput,
): Promise<DataResult<SharedLimitDecision>> {
  try {
    const { data, error } = await createSupabaseAdminClient().rpc("consume_form_rate_limit", {
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

/** Gives back the newest attempt counted: the sign-in's, once Auth says it was no wrong guess. */
export async function releaseSharedFormRateLimit(
  input: Pick<LimitInput, "form" | "clientKey">,
): Promise<DataResult> {
  try {
    const { error } = await createSupabaseAdminClient().rpc("release_form_rate_limit", {
      form_name: input.form,
      client: input.clientKey,
    });
    if (!error) return answer();
    console.error(`Rate limit of ${input.form} not released: ${error.message}`, {
      code: error.code,
    });
  } catch (error) {
    console.error(`Rate limit of ${input.form} not released:`, error);
  }
  return failure();
}
