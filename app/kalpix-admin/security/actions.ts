"use server";

import { revalidatePath } from "next/cache";
import { redirect, unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import { site } from "@/content/site";
import { securityPath } from "@/lib/auth/second-factor-paths";
import { AdminAccessError, requireSecurityAccess } from "@/lib/auth/session";
import type { ActionResult } from "@/lib/schemas/action-result";
import { readTextFields } from "@/lib/schemas/form-fields";
import {
  confirmEnrolmentSchema,
  enrolSchema,
  removeFactorSchema,
} from "@/lib/schemas/second-factor";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** What an enrolment hands the page between its two steps: all of it text to show. */
type EnrolmentField = "factorId" | "qrCode" | "secret";
type Result = ActionResult<EnrolmentField>;
type Supabase = Awaited<ReturnType<typeof createSupabaseServerClient>>;

const REFUSED = "Only a signed-in admin can change the authenticator apps of their account.";
const UNREACHABLE = "The sign-in service is not reachable. Please try again.";

/**
 * The security page's actions are public endpoints like every server action: each parses its
 * input, checks the caller (an admin, who has proved their factor if the account has one), then
 * asks Supabase Auth, whose answer decides. Adding a second app or removing a verified one needs
 * an aal2 session; the Auth server refuses it otherwise and its message is shown.
 */
async function securityAction<Input>(
  formData: FormData,
  schema: z.ZodType<Input>,
  run: (input: Input, supabase: Supabase) => Promise<Result>,
): Promise<Result> {
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

/** Step one: a new, unverified factor; the page shows its QR code and secret. */
export async function startEnrolmentAction(_previous: Result | null, formData: FormData) {
  return securityAction(formData, enrolSchema, async ({ name }, supabase): Promise<Result> => {
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: "totp",
      issuer: site.name,
      ...(name ? { friendlyName: name } : {}),
    });
    if (error) return { ok: false, message: error.message };
    return {
      ok: true,
      values: { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
    };
  });
}

/** Step two: the first code from the app verifies the factor, and the session is at aal2. */
export async function confirmEnrolmentAction(_previous: Result | null, formData: FormData) {
  return securityAction(
    formData,
    confirmEnrolmentSchema,
    async ({ factorId, code }, supabase): Promise<Result> => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (error) return { ok: false, message: error.message };
      revalidatePath(securityPath);
      return {
        ok: true,
        message: "Authenticator app added. Every sign-in now asks for a code from it.",
      };
    },
  );
}

/**
 * Removing an app: the Auth server asks an aal2 session for a verified one. The session is then
 * refreshed, so its token no longer claims the factor it just lost, and the page says so (the
 * app's row, and its form, are gone from the new page).
 */
export async function removeFactorAction(_previous: Result | null, formData: FormData) {
  return securityAction(
    formData,
    removeFactorSchema,
    async ({ factorId }, supabase): Promise<Result> => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) return { ok: false, message: error.message };
      await supabase.auth.refreshSession();
      redirect(`${securityPath}?removed=1`);
    },
  );
}
