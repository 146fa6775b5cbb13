import type { NextRequest } from "next/server";

import { redirectToPath } from "@/lib/auth/auth-redirects";
import { isOwnOriginRequest } from "@/lib/request/same-origin";
import { createSupabaseServerClient } from "@/lib/supabase/server";

// POST only, so a link or an image on another site cannot sign anyone out, nor can a form on a
// sibling subdomain or port (same-site, so the cookie goes). A 401, 403 or 404 from Auth means the
// session is already gone, which is the goal.
export async function POST(request: NextRequest) {
  if (!isOwnOriginRequest(request.headers)) {
    return new Response("Sign out from the site's own pages.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  try {
    const supabase = await createSupabaseServerClient();
    // This browser's session only: staff signed in on another device stay signed in there.
    const { error } = await supabase.auth.signOut({ scope: "local" });
    if (error && ![401, 403, 404].includes(error.status ?? 0)) {
      console.error(`Sign-out failed: ${error.message}`);
    }
  } catch (error) {
    console.error("Sign-out failed:", error);
  }
  return redirectToPath(request, "/login");
}
