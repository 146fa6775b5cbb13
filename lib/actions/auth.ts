import "server-only";

import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import { UNREADABLE_FORM_MESSAGE, type ActionResult } from "@/lib/schemas/action-result";
import { authMessages, type AuthKeptField } from "@/lib/schemas/auth-fields";
import { parseAuthForm } from "@/lib/schemas/auth.schema";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

export type AuthResult = ActionResult<AuthKeptField>;

export function authFailed(message: string, email?: string): AuthResult {
  return { ok: false, message, ...(email === undefined ? {} : { values: { email } }) };
}

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
