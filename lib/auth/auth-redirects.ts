import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { trustedOrigin } from "./forwarded-origin";
import type { AuthErrorCode } from "./views";

/**
 * The origin to send the browser back to: the configured site, or on a local run the loopback
 * host the browser used (`request.nextUrl.origin` can name another host for the same server:
 * Next's dev server says `localhost` for 127.0.0.1, and the session cookies belong to the host
 * the browser sees). Never a host or protocol taken from a header as is.
 */
function browserOrigin(request: NextRequest): string {
  return trustedOrigin(request.headers, {
    defaultProtocol: request.nextUrl.protocol.replace(/:$/, ""),
  });
}

/** A 303 to a same-origin path (already checked by safeNextPath). */
export function redirectToPath(request: NextRequest, path: string) {
  return NextResponse.redirect(new URL(path, browserOrigin(request)), 303);
}

/** Back to the login screen; its danger box shows our message for the code, never free text. */
export function authErrorRedirect(request: NextRequest, code: AuthErrorCode) {
  const url = new URL("/login", browserOrigin(request));
  url.searchParams.set("error", code);
  return NextResponse.redirect(url, 303);
}
