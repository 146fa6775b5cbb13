import { NextResponse, type NextRequest } from "next/server";

import { site } from "@/content/site";
import { updateSession } from "@/lib/auth/proxy-session";
import { returningTo, SECOND_FACTOR_LOGIN } from "@/lib/auth/second-factor-paths";
import { isPlainActionReply, isPlainFormAction } from "@/lib/request/action-body";
import { isOwnOriginRequest } from "@/lib/request/same-origin";

const ADMIN_PATH = site.adminPath;

/**
 * Keeps the session cookie fresh and redirects: the admin area without a session goes to
 * /login, and with a session that still owes its second factor to the code view; /login with a
 * (complete) session goes to the dashboard. Only a convenience: the dashboard and
 * every admin action check the session and is_admin() themselves, and RLS checks again.
 * Public pages are matched only for action posts, whose bodies are checked: they stay static and
 * never read cookies.
 */
export async function proxy(request: NextRequest) {
  // Next answers a broken percent-escape in a dynamic segment with a 500: for a link it is
  // altered, and any other such address names no page.
  if (isUndecodable(request.nextUrl.pathname))
    return NextResponse.rewrite(
      new URL(
        request.nextUrl.pathname.startsWith(INVITATION_PATH)
          ? `${INVITATION_PATH}altered`
          : "/_not-found",
        request.url,
      ),
    );
  // Next refuses a foreign Origin with a 500 and lets a cross-site post without one through.
  if (isActionPost(request) && !isOwnOriginRequest(request.headers))
    return new NextResponse(CROSS_SITE_ACTION, {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  if (request.method === "POST" && !(await isReadableAction(request)))
    return new NextResponse(UNREADABLE_ACTION, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  if (!isSessionPath(request.nextUrl.pathname)) return NextResponse.next();
  const { response, claims, unreachable, codeNeeded } = await updateSession(request);
  // Sessions and auth answers are per person: never stored by a shared cache.
  response.headers.set("Cache-Control", "private, no-store");
  const { pathname, searchParams } = request.nextUrl;
  const isAdminArea = pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);

  // A link into the admin area (a staff e-mail's, a bookmark) is where sign-in goes back to.
  const requested = `${pathname}${request.nextUrl.search}`;
  // An action answers a signed-out caller itself (the sign-in page, saying the session ended).
  const isAction = request.headers.has("next-action");
  if (isAdminArea && !claims && !unreachable && !isAction)
    return redirectKeepingCookies(request, response, returningTo("/login", requested));
  // A password (or e-mailed code) alone never reaches the admin area of an account with an
  // authenticator app; the login page shows the code view to such a session.
  if (isAdminArea && codeNeeded)
    return redirectKeepingCookies(request, response, returningTo(SECOND_FACTOR_LOGIN, requested));
  // The new-password view needs the session the reset link just created.
  if (
    pathname === "/login" &&
    claims &&
    !codeNeeded &&
    searchParams.get("view") !== "update_password"
  ) {
    return redirectKeepingCookies(request, response, ADMIN_PATH);
  }
  return response;
}

const INVITATION_PATH = "/reviews/invite/";

function isUndecodable(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const ACTION_BODY_READ_LIMIT = 1_000_000;
const UNREADABLE_ACTION = "The form could not be read. Please reload the page and send it again.";

const CROSS_SITE_ACTION =
  "This form can only be sent from this website's own pages. Please open the page and send it there.";

const isActionPost = (request: NextRequest) =>
  request.method === "POST" &&
  (request.headers.has("next-action") ||
    (request.headers.get("content-type") ?? "").startsWith("multipart/form-data"));

const isSessionPath = (pathname: string) =>
  pathname === "/login" ||
  pathname.startsWith("/auth/") ||
  pathname === ADMIN_PATH ||
  pathname.startsWith(`${ADMIN_PATH}/`);

/** Whether React can decode this action post; a copy of the body is read, the page gets it whole. */
async function isReadableAction(request: NextRequest): Promise<boolean> {
  // Undeclared or oversized bodies are answered 411 or 413 by next.config.ts's rewrites, unread.
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!(length < ACTION_BODY_READ_LIMIT)) return true;
  const fetchAction = request.headers.has("next-action");
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const fields = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!fields) return false;
    if (!fetchAction) return isPlainFormAction(fields);
    return fields.getAll("0").length === 1 && isPlainActionReply(fields.get("0"));
  }
  return !fetchAction || isPlainActionReply(await request.clone().text());
}

/** A redirect that still carries any refreshed session cookies updateSession() set. */
function redirectKeepingCookies(request: NextRequest, from: NextResponse, path: string) {
  const redirect = NextResponse.redirect(new URL(path, request.nextUrl.origin));
  redirect.headers.set("Cache-Control", "private, no-store");
  for (const cookie of from.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}

// A literal, as Next requires; tests/lib/supabase/cookie-options.test.ts checks it against
// site.adminPath. Public pages are matched only for action posts, so their pages stay static.
export const config = {
  matcher: [
    "/login",
    "/auth/:path*",
    "/kalpix-admin",
    "/kalpix-admin/:path*",
    "/reviews/invite/:path*",
    // Only addresses with a percent-escape, which a page's own links never have.
    "/:path(.*%.*)",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/:path*",
      has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }],
    },
  ],
};
