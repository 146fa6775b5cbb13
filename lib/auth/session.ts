import "server-only";

import { cache } from "react";

import { isAuthRetryableFetchError } from "@supabase/supabase-js";

import { createSupabaseServerClient } from "@/lib/supabase/server";

export type CurrentUser = { id: string; email: string | null };

/**
 * The signed-in user of this request, from verified claims (getClaims checks the JWT, unlike
 * getSession), once per request. Null without a valid session; throws when the auth server cannot
 * be reached.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.getClaims();
  // An unreachable auth server is not the same as no session: callers show an error, not /login.
  if (error && isAuthRetryableFetchError(error)) throw error;
  const claims = data?.claims;
  if (error || !claims?.sub) return null;
  return { id: claims.sub, email: typeof claims.email === "string" ? claims.email : null };
});

export type AdminAccess =
  | { status: "admin"; user: CurrentUser }
  | { status: "signed-out" }
  | { status: "not-admin"; user: CurrentUser }
  | { status: "unavailable"; message: string };

/**
 * Whether this request may use the admin area: a session, and the user in admin_users (asked
 * of the database through is_admin(), so the allow-list lives in one place). Pages and actions
 * call it themselves; the proxy's redirect is only a convenience.
 */
export const getAdminAccess = cache(async (): Promise<AdminAccess> => {
  let user: CurrentUser | null;
  try {
    user = await getCurrentUser();
  } catch (error) {
    console.error("Session check failed:", error);
    return { status: "unavailable", message: "The sign-in service is not reachable." };
  }
  if (!user) return { status: "signed-out" };
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc("is_admin");
  if (error) {
    console.error(`Admin check failed: ${error.message}`, { code: error.code });
    return { status: "unavailable", message: "The database is not reachable." };
  }
  return data === true ? { status: "admin", user } : { status: "not-admin", user };
});

/** For admin data functions and actions: throws unless the caller is an admin. */
export async function requireAdmin(): Promise<CurrentUser> {
  const access = await getAdminAccess();
  if (access.status !== "admin") throw new AdminAccessError(access.status);
  return access.user;
}

export class AdminAccessError extends Error {
  constructor(readonly status: Exclude<AdminAccess["status"], "admin">) {
    super(`Admin access refused: ${status}`);
    this.name = "AdminAccessError";
  }
}
