import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { forwardedOrigin } from "./forwarded-origin";

/**
 * The origin the browser used (its Host header): `request.nextUrl.origin` can name another host
 * for the same server (Next's dev server says `localhost` for 127.0.0.1), and the session
 * cookies belong to the host the browser sees.
 */
export function browserOrigin(request: NextRequest): string {
  return forwardedOrigin(request.headers, request.nextUrl.protocol.replace(/:$/, "")) ?? request.nextUrl.origin;
}

/** A 303 to a same-origin path (already checked by safeNextPath). */
export function redirectToPath(request: NextRequest, path: string) {
  return NextResponse.redirect(new URL(path, browserOrigin(request)), 303);
}

/** Back to the login screen with the auth server's message for its danger box. */
export function authErrorRedirect(request: NextRequest, message: string) {
  const url = new URL("/login", browserOrigin(request));
  url.searchParams.set("error", message.slice(0, 300));
  return NextResponse.redirect(url, 303);
}
