import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { trustedOrigin } from "@/lib/request/forwarded-origin";

import type { AuthErrorCode } from "./views";

// Not nextUrl.origin, which says localhost for 127.0.0.1: the cookies belong to the browser's host.
function browserOrigin(request: NextRequest): string {
  return trustedOrigin(request.headers, {
    defaultProtocol: request.nextUrl.protocol.replace(/:$/, ""),
  });
}

export function redirectToPath(request: NextRequest, path: string) {
  return NextResponse.redirect(new URL(path, browserOrigin(request)), 303);
}

export function authErrorRedirect(request: NextRequest, code: AuthErrorCode) {
  const url = new URL("/login", browserOrigin(request));
  url.searchParams.set("error", code);
  return NextResponse.redirect(url, 303);
}
