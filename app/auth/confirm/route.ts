import type { NextRequest } from "next/server";

import { authErrorRedirect, redirectToPath } from "@/lib/auth/auth-redirects";
import { EMAIL_LINK_TYPES } from "@/lib/schemas/auth-fields";

/**
 * E-mail links land here and are only looked at: mail scanners open links before people do, so
 * the token hash is spent by the Continue button of the login page's confirm view, a POST.
 */
export function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const tokenHash = searchParams.get("token_hash");
  const type = searchParams.get("type");
  if (!tokenHash || !type || !(EMAIL_LINK_TYPES as readonly string[]).includes(type)) {
    return authErrorRedirect(request, "link_incomplete");
  }
  const confirm = new URLSearchParams({ view: "confirm_link", token_hash: tokenHash, type });
  const next = searchParams.get("next");
  if (next) confirm.set("next", next);
  return redirectToPath(request, `/login?${confirm}`);
}
