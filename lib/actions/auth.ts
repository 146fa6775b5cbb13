import "server-only";

import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import { UNREADABLE_FORM_MESSAGE, type ActionResult } from "@/lib/schemas/action-result";
import { authMessages, type AuthKeptField } from "@/lib/schemas/auth-fields";
import { parseAuthForm } from "@/lib/schemas/auth.schema";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/** What every login action answers with: the message to show, and the e-mail kept. */
export type AuthResult = ActionResult<AuthKeptField>;

export function authFailed(message: string, email?: string): AuthResult {
  return { ok: false, message, ...(email === undefined ? {} : { values: { email } }) };
}

/**
 * The login screen's wrapper: it parses the form, makes the per-request Supabase client and hands
 * both to `run`. supabase-js answers most failures with an error, whose message `run` shows;
 * whatever throws instead (no client can be made, the settings request fails) gets a sentence, not
 * a crash. A redirect thrown by `run` goes through.
 */
export async function handleAuthForm<Input extends object>(
  formData: FormData,
  schema: z.ZodType<Input>,
  run: (input: Input, supabase: SupabaseServerClient) => Promise<AuthResult>,
): Promise<AuthResult> {
  if (!(formData instanceof FormData)) return authFailed(UNREADABLE_FORM_MESSAGE);
  const parsed = parseAuthForm(schema, formData);
  if (!parsed.success) return parsed.result;
  try {
    return await run(parsed.data, await createSupabaseServerClient());
  } catch (error) {
    unstable_rethrow(error);
    console.error("Auth request failed:", error);
    const { data } = parsed;
    return authFailed(
      authMessages.unreachable,
      "email" in data && typeof data.email === "string" ? data.email : undefined,
    );
  }
}
