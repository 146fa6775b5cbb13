"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { site } from "@/content/site";
import { handleSecurityChange, type SecurityResult } from "@/lib/actions/admin";
import { proveMailbox, sendMailboxCode } from "@/lib/auth/mailbox-proof";
import { readAssurance } from "@/lib/auth/second-factor";
import { securityPath } from "@/lib/auth/second-factor-paths";
import { confirmFactor, removeUnconfirmedFactor } from "@/lib/data/factor-approvals";
import { claimLoginAttempt } from "@/lib/rate-limit/login";
import {
  confirmEnrolmentSchema,
  enrolSchema,
  removeFactorSchema,
  sendMailCodeSchema,
} from "@/lib/schemas/second-factor.schema";

const NO_EMAIL = "This account has no e-mail address to send a code to. Ask an administrator.";
const WRONG_MAIL_CODE =
  "That e-mailed code is wrong or has expired. Ask for a new one and enter it within the hour.";
const NOT_CONFIRMED = "The app could not be confirmed. Please try again.";
const WRONG_APP_CODE =
  "That is not the code your app shows for this key. Enter the 6-digit code it shows now; a code changes every 30 seconds.";
const NOT_STARTED = "The app could not be set up. Please try again.";
const NOT_REMOVED = "The app could not be removed. Please try again.";

/** The first app of an account must prove its mailbox: a password alone never adds one that counts. */
export async function sendEnrolmentCodeAction(
  _previous: SecurityResult | null,
  formData: FormData,
) {
  return handleSecurityChange(
    formData,
    sendMailCodeSchema,
    async (_input, _supabase, user): Promise<SecurityResult> => {
      if (!user.email) return { ok: false, message: NO_EMAIL };
      const sent = await sendMailboxCode(user.email);
      if (typeof sent === "object") return { ok: false, message: sent.failed };
      // Anyone may ask for a sign-in e-mail to this address; its code proves the mailbox just as well.
      return {
        ok: true,
        message:
          sent === "sent"
            ? `We e-mailed a 6-digit code to ${user.email}. Enter it below with your app's name.`
            : `A sign-in e-mail with a 6-digit code went to ${user.email} less than a minute ago. Enter its code below with your app's name, or ask for a new one in a minute.`,
      };
    },
  );
}

export async function startEnrolmentAction(_previous: SecurityResult | null, formData: FormData) {
  return handleSecurityChange(
    formData,
    enrolSchema,
    async ({ name, mailCode }, supabase, user): Promise<SecurityResult> => {
      // A session already proven by a confirmed app may add another; otherwise the mailbox speaks.
      if (!(await readAssurance(supabase))?.verified) {
        if (!user.email) return { ok: false, message: NO_EMAIL };
        const account = `user:${user.id}`;
        const claim = await claimLoginAttempt({ account });
        if (claim.refusal !== null) return { ok: false, message: claim.refusal };
        const proven = mailCode ? await proveMailbox(user.email, mailCode) : false;
        // Only a wrong code stays counted; no code at all is a form left empty.
        if (proven || !mailCode) await claim.release();
        if (!proven) {
          return {
            ok: false,
            message: WRONG_MAIL_CODE,
            fieldErrors: { mailCode: [WRONG_MAIL_CODE] },
          };
        }
      }
      const { data, error } = await supabase.auth.mfa.enroll({
        factorType: "totp",
        issuer: site.name,
        ...(name ? { friendlyName: name } : {}),
      });
      if (error) {
        console.error(`Authenticator app not enrolled: ${error.message}`);
        return { ok: false, message: NOT_STARTED };
      }
      if (!(await confirmFactor(data.id, user.id)).ok) {
        await supabase.auth.mfa.unenroll({ factorId: data.id });
        return { ok: false, message: NOT_CONFIRMED };
      }
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
      if (error?.code === "mfa_verification_failed") {
        return { ok: false, message: WRONG_APP_CODE, fieldErrors: { code: [WRONG_APP_CODE] } };
      }
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
    async ({ factorId }, supabase, user): Promise<SecurityResult> => {
      // An app the account never confirmed goes whatever this session has proven.
      const unconfirmed = await removeUnconfirmedFactor(factorId, user.id);
      if (!unconfirmed.ok) return { ok: false, message: NOT_REMOVED };
      if (unconfirmed.data === "removed") redirect(`${securityPath}?removed=1`);
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) return { ok: false, message: error.message };
      // So the session's token no longer claims the factor it just lost.
      await supabase.auth.refreshSession();
      redirect(`${securityPath}?removed=1`);
    },
  );
}
