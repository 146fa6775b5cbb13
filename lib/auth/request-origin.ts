import "server-only";

import { headers } from "next/headers";

import { trustedOrigin } from "./forwarded-origin";

/**
 * The origin for the redirect targets in auth e-mails and OAuth, in a server action: the
 * configured site URL, or the request's own loopback origin on a local run (see trustedOrigin).
 */
export async function requestOrigin(): Promise<string> {
  return trustedOrigin(await headers());
}
