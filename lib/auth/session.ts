import "server-only";

import { cache } from "react";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";

import { readAdminStanding } from "@/lib/data/admin-standing";
import { createSupabaseServerClient } from "@/lib/supabase/server";

import { needsCode, readAssurance, type Assurance } from "./second-factor";

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
  | { status: "admin"; user: CurrentUser; enrolled: boolean }
  | { status: "signed-out" }
  /** One factor so far on an account with a second: the code view, never the dashboard. */
  | { status: "needs-code"; user: CurrentUser }
  /** An admin without a second factor while the database requires one: the security page first. */
  | { status: "needs-enrolment"; user: CurrentUser }
  | { status: "not-admin"; user: CurrentUser }
  | { status: "unavailable"; message: string };

/**
 * Whether this request may use the admin area: a session; the second factor when the account
 * has one (aal2); then the database's answer (admin_standing(), the rule behind is_admin() and
 * every policy: the allow-list, the session's factor, and whether security_settings requires one
 * at all). Pages and actions call it themselves; the proxy's redirect is only a convenience.
 */
export const getAdminAccess = cache(async (): Promise<AdminAccess> => {
  let user: CurrentUser | null;
  let assurance: Assurance | null;
  const supabase = await createSupabaseServerClient();
  try {
    user = await getCurrentUser();
    assurance = user ? await readAssurance(supabase) : null;
  } catch (error) {
    console.error("Session check failed:", error);
    return { status: "unavailable", message: "The sign-in service is not reachable." };
  }
  if (!user) return { status: "signed-out" };
  if (needsCode(assurance)) return { status: "needs-code", user };
  const standing = await readAdminStanding(supabase);
  if (!standing.ok) return { status: "unavailable", message: "The database is not reachable." };
  if (standing.data === "needs-second-factor") return { status: "needs-enrolment", user };
  if (standing.data !== "admin") return { status: "not-admin", user };
  return { status: "admin", user, enrolled: assurance?.enrolled ?? false };
});

/**
 * The security page and its actions: an admin, or an admin who must first add a factor. Adding
 * or removing a factor on an account that has one needs the aal2 session "admin" implies.
 */
export async function requireSecurityAccess(): Promise<CurrentUser> {
  const access = await getAdminAccess();
  if (access.status === "admin" || access.status === "needs-enrolment") return access.user;
  throw new AdminAccessError(access.status);
}

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
