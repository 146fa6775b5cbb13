import "server-only";

import { refresh } from "next/cache";
import { redirect, unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import { AdminAccessError, requireSecurityAccess, type CurrentUser } from "@/lib/auth/session";
import { UNREADABLE_FORM_MESSAGE, type ActionResult } from "@/lib/schemas/action-result";
import { readTextFields } from "@/lib/schemas/form-fields";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";
import type { DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

// Server actions are public endpoints: each checks the caller, and a throw becomes an ActionResult.

// refresh() sends the reloaded dashboard with the answer, so the old state never shows through.
export async function handleModeration(
  run: () => Promise<DataResult>,
  messages: { succeeded: string; failed: string },
): Promise<ActionResult> {
  try {
    const { ok } = await run();
    if (!ok) return { ok: false, message: messages.failed };
    refresh();
    return { ok: true, message: messages.succeeded };
  } catch (error) {
    if (error instanceof AdminAccessError) console.warn(error.message);
    else console.error("Moderation failed:", error);
    const signedOut = error instanceof AdminAccessError && error.status === "signed-out";
    if (!signedOut) return { ok: false, message: messages.failed };
  }
  // The session ended (signed out elsewhere, or expired): say so on the sign-in page.
  redirect("/login?error=session_expired");
}

type EnrolmentField = "factorId" | "qrCode" | "secret";
export type SecurityResult = ActionResult<EnrolmentField>;

const REFUSED = "Only a signed-in admin can change the authenticator apps of their account.";
const UNREACHABLE = "The sign-in service is not reachable. Please try again.";

// Supabase Auth has the last word: it refuses factor changes that need an aal2 session.
export async function handleSecurityChange<Input>(
  formData: FormData,
  schema: z.ZodType<Input>,
  run: (input: Input, supabase: SupabaseServerClient, user: CurrentUser) => Promise<SecurityResult>,
): Promise<SecurityResult> {
  if (!(formData instanceof FormData)) return { ok: false, message: UNREADABLE_FORM_MESSAGE };
  const parsed = schema.safeParse(
    readTextFields(formData, ["name", "factorId", "code", "mailCode"]),
  );
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? "Invalid input",
      fieldErrors: fieldErrorsFromZod(parsed.error),
    };
  }
  try {
    const user = await requireSecurityAccess();
    return await run(parsed.data, await createSupabaseServerClient(), user);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof AdminAccessError) {
      console.warn(error.message);
      return { ok: false, message: REFUSED };
    }
    console.error("Second-factor change failed:", error);
    return { ok: false, message: UNREACHABLE };
  }
}
