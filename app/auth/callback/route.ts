import type { NextRequest } from "next/server";

import { authErrorRedirect, redirectToPath } from "@/lib/auth/auth-redirects";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The PKCE return of OAuth and of e-mail links (confirmation, magic link, reset): exchanges
 * `?code=` for a session, with the verifier cookie /login set, then goes to `next`, a
 * same-origin path only.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const next = safeNextPath(searchParams.get("next"));
  const code = searchParams.get("code");
  const upstreamError = searchParams.get("error_description") ?? searchParams.get("error");
  if (upstreamError) return authErrorRedirect(request, upstreamError);
  if (!code) return authErrorRedirect(request, "The sign-in link is missing its code.");
  try {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (error) return authErrorRedirect(request, error.message);
  } catch (error) {
    console.error("Code exchange failed:", error);
    return authErrorRedirect(request, "The sign-in service is not reachable. Please try again.");
  }
  return redirectToPath(request, next);
}
