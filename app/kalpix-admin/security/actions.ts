"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { site } from "@/content/site";
import { handleSecurityChange, type SecurityResult } from "@/lib/actions/admin";
import { securityPath } from "@/lib/auth/second-factor-paths";
import {
  confirmEnrolmentSchema,
  enrolSchema,
  removeFactorSchema,
} from "@/lib/schemas/second-factor.schema";

// The security page's actions: each hands its form, schema and Supabase Auth call to
// handleSecurityChange (lib/actions/admin.ts), which parses the input and checks the caller first.

/** Step one: a new, unverified factor; the page shows its QR code and secret. */
export async function startEnrolmentAction(_previous: SecurityResult | null, formData: FormData) {
  return handleSecurityChange(
    formData,
    enrolSchema,
    async ({ name }, supabase): Promise<SecurityResult> => {
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
    },
  );
}

/** Step two: the first code from the app verifies the factor, and the session is at aal2. */
export async function confirmEnrolmentAction(_previous: SecurityResult | null, formData: FormData) {
  return handleSecurityChange(
    formData,
    confirmEnrolmentSchema,
    async ({ factorId, code }, supabase): Promise<SecurityResult> => {
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
export async function removeFactorAction(_previous: SecurityResult | null, formData: FormData) {
  return handleSecurityChange(
    formData,
    removeFactorSchema,
    async ({ factorId }, supabase): Promise<SecurityResult> => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) return { ok: false, message: error.message };
      await supabase.auth.refreshSession();
      redirect(`${securityPath}?removed=1`);
    },
  );
}
