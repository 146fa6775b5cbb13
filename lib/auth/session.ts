import "server-only";

import { cache } from "react";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";

import { createSupabaseServerClient } from "@/lib/supabase/server";

import { readAdminStanding } from "./admin-standing";
import { needsCode, readAssurance, type Assurance } from "./second-factor";

export type CurrentUser = { id: string; email: string | null };

// getClaims, not getSession: it verifies the JWT instead of trusting the cookie.
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
  | { status: "needs-code"; user: CurrentUser }
  | { status: "needs-enrolment"; user: CurrentUser }
  | { status: "not-admin"; user: CurrentUser }
  | { status: "unavailable"; message: string };

// Pages and actions call this themselves; the proxy's redirect is only a convenience.
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

export async function requireSecurityAccess(): Promise<CurrentUser> {
  const access = await getAdminAccess();
  if (access.status === "admin" || access.status === "needs-enrolment") return access.user;
  throw new AdminAccessError(access.status);
}

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
