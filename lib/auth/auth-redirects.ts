import "server-only";

import { NextResponse, type NextRequest } from "next/server";

/** Back to the login screen with the auth server's message for its danger box. */
export function authErrorRedirect(request: NextRequest, message: string) {
  const url = new URL("/login", request.nextUrl.origin);
  url.searchParams.set("error", message.slice(0, 300));
  return NextResponse.redirect(url, 303);
}
