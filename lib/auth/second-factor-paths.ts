import { site } from "@/content/site";

export const SECOND_FACTOR_LOGIN = "/login?view=mfa_challenge";

/** A sign-in path that goes on to `next` once signed in; the dashboard, the default, goes unsaid. */
export function returningTo(path: string, next: string): string {
  if (next === site.adminPath) return path;
  return `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(next)}`;
}

export const securityPath = `${site.adminPath}/security`;
