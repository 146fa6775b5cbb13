import { NextResponse, type NextRequest } from "next/server";
import { createServerClient } from "@supabase/ssr";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";

import { needsCode, readAssurance } from "@/lib/auth/second-factor";
import { readSupabasePublicEnv } from "@/lib/env";

import { forwardingFetchFor } from "./auth-address-forwarding";
import { sessionCookieOptions } from "./cookie-options";
import type { Database } from "./database.types";

/**
 * Refreshes the session cookie on a matched request (the @supabase/ssr pattern for Next 16's
 * proxy.ts) and reports the verified claims, and whether the session still owes its second
 * factor. It only keeps the session fresh and lets the proxy redirect; pages and actions still
 * check the user, the factor and is_admin() themselves.
 */
export async function updateSession(request: NextRequest) {
  let response = NextResponse.next({ request });
  const { url, publishableKey } = readSupabasePublicEnv();
  // Its token refreshes count per browser too, not against the app server's address.
  const fetch = forwardingFetchFor(request.headers);
  const supabase = createServerClient<Database>(url, publishableKey, {
    ...(fetch && { global: { fetch } }),
    cookieOptions: sessionCookieOptions(
      request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol,
    ),
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet)
          response.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
  });
  // getClaims() verifies the token (GET /auth/v1/user for HS256 keys) and refreshes it if needed.
  const { data, error } = await supabase.auth.getClaims();
  // Unreachable auth is not "signed out": the page shows that error instead of a login loop.
  const unreachable = error !== null && isAuthRetryableFetchError(error);
  const claims = data?.claims ?? null;
  // An aal1 session may belong to an account with a second factor: then only the code view.
  let codeNeeded = false;
  if (claims && claims.aal !== "aal2") {
    try {
      codeNeeded = needsCode(await readAssurance(supabase));
    } catch {
      // The pages ask again and say what is wrong; the proxy only redirects.
    }
  }
  return { response, claims, unreachable, codeNeeded };
}
