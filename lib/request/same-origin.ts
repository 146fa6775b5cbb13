import "server-only";

import { trustedOrigin } from "./forwarded-origin";

type HeaderReader = { get(name: string): string | null };

export const CROSS_SITE_REFUSAL =
  "This download opens only from the dashboard itself. Please open it there.";

/**
 * False for a request another site's page made: browsers say so in Sec-Fetch-Site, which no page
 * can forge; older ones by their Origin or Referer. A request with none of them came from no
 * browser page, so it carries no cookie a visitor did not mean to send (as Go's
 * CrossOriginProtection judges).
 */
export function isOwnOriginRequest(headers: HeaderReader): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const referer = headers.get("origin") ?? headers.get("referer");
  if (!referer) return true;
  try {
    return new URL(referer).origin === trustedOrigin(headers);
  } catch {
    return false;
  }
}
