import type { LocalContext } from "../context.ts";
import { json, type LocalRequest, type LocalResponse } from "../http-types.ts";
import type { AttemptLimits } from "./attempt-limits.ts";
import { API_VERSION, API_VERSION_HEADER, AuthError, errorResponse } from "./errors.ts";
import type { Route } from "./request.ts";
import {
  adminCreateUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminGenerateLink,
  adminGetUser,
  adminInvite,
  adminListFactors,
  adminListUsers,
  adminUpdateUser,
} from "./routes/admin.ts";
import { authorize } from "./routes/authorize.ts";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from "./routes/factors.ts";
import { jwks } from "./routes/jwks.ts";
import { logout } from "./routes/logout.ts";
import { otp } from "./routes/otp.ts";
import { recover } from "./routes/recover.ts";
import { resend } from "./routes/resend.ts";
import { settings } from "./routes/settings.ts";
import { signup } from "./routes/signup.ts";
import { token } from "./routes/token.ts";
import { getUser, updateUser } from "./routes/user.ts";
import { verifyGet, verifyPost } from "./routes/verify.ts";

const AUTH_PREFIX = "/auth/v1";

/** Path patterns: `:name` matches one segment. */
const ROUTES: Array<{ method: string; path: string; route: Route }> = [
  { method: "GET", path: "/settings", route: settings },
  {
    method: "GET",
    path: "/health",
    route: async () =>
      json(200, { version: "local", name: "GoTrue", description: "GoTrue-compatible local auth" }),
  },
  { method: "POST", path: "/signup", route: signup },
  { method: "POST", path: "/token", route: token },
  { method: "POST", path: "/otp", route: otp },
  { method: "POST", path: "/magiclink", route: otp },
  { method: "POST", path: "/verify", route: verifyPost },
  { method: "GET", path: "/verify", route: verifyGet },
  { method: "POST", path: "/recover", route: recover },
  { method: "POST", path: "/resend", route: resend },
  { method: "GET", path: "/user", route: getUser },
  { method: "PUT", path: "/user", route: updateUser },
  { method: "POST", path: "/logout", route: logout },
  { method: "POST", path: "/factors", route: enrollFactor },
  { method: "POST", path: "/factors/:factorId/challenge", route: challengeFactor },
  { method: "POST", path: "/factors/:factorId/verify", route: verifyFactor },
  { method: "DELETE", path: "/factors/:factorId", route: unenrollFactor },
  { method: "GET", path: "/authorize", route: authorize },
  { method: "GET", path: "/user/identities/authorize", route: authorize },
  { method: "GET", path: "/.well-known/jwks.json", route: jwks },
  { method: "POST", path: "/invite", route: adminInvite },
  { method: "POST", path: "/admin/users", route: adminCreateUser },
  { method: "GET", path: "/admin/users", route: adminListUsers },
  { method: "GET", path: "/admin/users/:id", route: adminGetUser },
  { method: "PUT", path: "/admin/users/:id", route: adminUpdateUser },
  { method: "DELETE", path: "/admin/users/:id", route: adminDeleteUser },
  { method: "GET", path: "/admin/users/:id/factors", route: adminListFactors },
  { method: "DELETE", path: "/admin/users/:id/factors/:factorId", route: adminDeleteFactor },
  { method: "POST", path: "/admin/generate_link", route: adminGenerateLink },
];

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const expected = want[i]!;
    const actual = got[i]!;
    if (expected.startsWith(":")) {
      if (!actual) return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

function withVersionHeader(response: LocalResponse): LocalResponse {
  return {
    ...response,
    headers: { [API_VERSION_HEADER]: API_VERSION, ...(response.headers ?? {}) },
  };
}

/** Routes one `/auth/v1/...` request; never throws. */
export async function routeAuthRequest(
  ctx: LocalContext,
  req: LocalRequest,
  limits: AttemptLimits,
): Promise<LocalResponse> {
  try {
    let path = req.url.pathname;
    if (path.startsWith(AUTH_PREFIX)) path = path.slice(AUTH_PREFIX.length);
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
    if (path === "") path = "/";
    const method = req.method.toUpperCase() === "HEAD" ? "GET" : req.method.toUpperCase();
    let pathKnown = false;
    for (const entry of ROUTES) {
      const params = match(entry.path, path);
      if (!params) continue;
      pathKnown = true;
      if (entry.method !== method) continue;
      return withVersionHeader(
        await entry.route({ ctx, req, query: req.url.searchParams, params, limits }),
      );
    }
    if (pathKnown)
      throw new AuthError(
        405,
        "method_not_allowed",
        `Method ${req.method} is not allowed on ${path}`,
      );
    throw new AuthError(404, "not_found", `No auth endpoint at ${AUTH_PREFIX}${path}`);
  } catch (error) {
    if (error instanceof AuthError) return errorResponse(error);
    if (ctx.config.log) console.error("[local-supabase] auth request failed:", error);
    return errorResponse(
      new AuthError(500, "unexpected_failure", "Unexpected failure, please check the server logs"),
    );
  }
}
