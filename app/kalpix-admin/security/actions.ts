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

export async function removeFactorAction(_previous: SecurityResult | null, formData: FormData) {
  return handleSecurityChange(
    formData,
    removeFactorSchema,
    async ({ factorId }, supabase): Promise<SecurityResult> => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) return { ok: false, message: error.message };
      // So the session's token no longer claims the factor it just lost.
      await supabase.auth.refreshSession();
      redirect(`${securityPath}?removed=1`);
    },
  );
}
