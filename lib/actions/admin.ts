import "server-only";

import { refresh } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import { AdminAccessError, requireSecurityAccess } from "@/lib/auth/session";
import type { DataResult } from "@/lib/data/result";
import { UNREADABLE_FORM_MESSAGE, type ActionResult } from "@/lib/schemas/action-result";
import { readTextFields } from "@/lib/schemas/form-fields";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * The admin area's two wrappers. Server actions are public HTTP endpoints: each checks the caller,
 * and an AdminAccessError (no session, not an admin, second factor not proved) or any other
 * throw becomes the one ActionResult with the page's failure text, never a crash.
 */

/**
 * The dashboard's moderation actions: the route parses the input, and the data function `run`
 * checks the session and is_admin() itself, so a direct call without a session, or with a
 * non-admin one, changes nothing. Every answer carries the dashboard's toast text, and a change
 * also carries the dashboard it was made from, reloaded (`refresh`): the control that made it
 * keeps showing its new state until the list that shows it too has arrived, with no second request
 * in between for the old state to show through.
 */
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
    return { ok: false, message: messages.failed };
  }
}

/** What an enrolment hands the security page between its two steps: all of it text to show. */
type EnrolmentField = "factorId" | "qrCode" | "secret";
export type SecurityResult = ActionResult<EnrolmentField>;

const REFUSED = "Only a signed-in admin can change the authenticator apps of their account.";
const UNREACHABLE = "The sign-in service is not reachable. Please try again.";

/**
 * The security page's actions: each parses its input, checks the caller (an admin, who has proved
 * their factor if the account has one), then asks Supabase Auth, whose answer decides. Adding a
 * second app or removing a verified one needs an aal2 session; the Auth server refuses it
 * otherwise and its message is shown. A redirect thrown by `run` goes through.
 */
export async function handleSecurityChange<Input>(
  formData: FormData,
  schema: z.ZodType<Input>,
  run: (input: Input, supabase: SupabaseServerClient) => Promise<SecurityResult>,
): Promise<SecurityResult> {
  if (!(formData instanceof FormData)) return { ok: false, message: UNREADABLE_FORM_MESSAGE };
  const parsed = schema.safeParse(readTextFields(formData, ["name", "factorId", "code"]));
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? "Invalid input",
      fieldErrors: fieldErrorsFromZod(parsed.error),
    };
  }
  try {
    await requireSecurityAccess();
    return await run(parsed.data, await createSupabaseServerClient());
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
