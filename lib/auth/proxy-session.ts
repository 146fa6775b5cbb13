import { NextResponse, type NextRequest } from "next/server";
import { createServerClient } from "@supabase/ssr";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";

import { readSupabasePublicEnv } from "@/lib/env";
import { forwardingFetchFor } from "@/lib/supabase/auth-address-forwarding";
import { sessionCookieOptions } from "@/lib/supabase/cookie-options";
import type { Database } from "@/lib/supabase/database.types";

import { needsCode, readAssurance } from "./second-factor";

// Keeps the session fresh for the proxy's redirects; pages and actions still check for themselves.
export async function updateSession(request: NextRequest) {
  let response = NextResponse.next({ request });
  const { url, publishableKey } = readSupabasePublicEnv();
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
  const { data, error } = await supabase.auth.getClaims();
  // Unreachable auth is not "signed out": the page shows that error instead of a login loop.
  const unreachable = error !== null && isAuthRetryableFetchError(error);
  const claims = data?.claims ?? null;
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
