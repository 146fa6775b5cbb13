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
  if (site && site !== "same-origin" && site !== "none") return false;
  // No browser sends these with another site's Origin; Next's own action check answers it with a 500.
  if (namesAnotherHost(headers.get("origin"), headers)) return false;
  if (site) return true;
  const referer = headers.get("origin") ?? headers.get("referer");
  if (!referer) return true;
  try {
    return new URL(referer).origin === trustedOrigin(headers);
  } catch {
    return false;
  }
}

function namesAnotherHost(origin: string | null, headers: HeaderReader): boolean {
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host !== (headers.get("x-forwarded-host") ?? headers.get("host"));
  } catch {
    return true;
  }
}
