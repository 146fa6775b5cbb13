import type { NextRequest } from "next/server";
import type { EmailOtpType } from "@supabase/supabase-js";

import { authErrorRedirect, redirectToPath } from "@/lib/auth/auth-redirects";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { authErrorCode } from "@/lib/auth/views";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const EMAIL_OTP_TYPES: readonly EmailOtpType[] = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
];

/** Verified here, so a `token_hash` link works in any browser, not only the one that asked. */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const tokenHash = searchParams.get("token_hash");
  const type = searchParams.get("type") as EmailOtpType | null;
  if (!tokenHash || !type || !EMAIL_OTP_TYPES.includes(type)) {
    return authErrorRedirect(request, "link_incomplete");
  }
  const next =
    type === "recovery" ? "/login?view=update_password" : safeNextPath(searchParams.get("next"));
  try {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
    if (error) return authErrorRedirect(request, authErrorCode(error.code));
  } catch (error) {
    console.error("Link verification failed:", error);
    return authErrorRedirect(request, "unreachable");
  }
  return redirectToPath(request, next);
}
