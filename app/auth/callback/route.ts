import type { NextRequest } from "next/server";

import { authErrorRedirect, redirectToPath } from "@/lib/auth/auth-redirects";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { authErrorCode } from "@/lib/auth/views";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** Errors pass on as a code only: anyone can write an `error_description` into a link. */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const next = safeNextPath(searchParams.get("next"));
  const code = searchParams.get("code");
  if (["error", "error_code", "error_description"].some((key) => searchParams.has(key))) {
    return authErrorRedirect(
      request,
      authErrorCode(searchParams.get("error_code"), searchParams.get("error")),
    );
  }
  if (!code) return authErrorRedirect(request, "code_missing");
  try {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (error) return authErrorRedirect(request, authErrorCode(error.code));
  } catch (error) {
    console.error("Code exchange failed:", error);
    return authErrorRedirect(request, "unreachable");
  }
  return redirectToPath(request, next);
}
