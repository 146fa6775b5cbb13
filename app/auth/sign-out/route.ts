import type { NextRequest } from "next/server";

import { redirectToPath } from "@/lib/auth/auth-redirects";
import { createSupabaseServerClient } from "@/lib/supabase/server";

// POST only, so a link or an image on another site cannot sign anyone out. A 401, 403 or 404
// means the session is already gone, which is the goal.
export async function POST(request: NextRequest) {
  try {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signOut();
    if (error && ![401, 403, 404].includes(error.status ?? 0)) {
      console.error(`Sign-out failed: ${error.message}`);
      // The server could not revoke the session; this browser forgets it anyway.
      await supabase.auth.signOut({ scope: "local" });
    }
  } catch (error) {
    console.error("Sign-out failed:", error);
  }
  return redirectToPath(request, "/login");
}
