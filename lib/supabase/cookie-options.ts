import type { CookieOptionsWithName } from "@supabase/ssr";

/**
 * Session cookies: SameSite=Lax, HttpOnly (only server code reads the session: /login works
 * through server actions, so no script needs the tokens), and Secure whenever the request came
 * over https, which is always the case in production on Vercel. Plain-http loopback
 * (`npm run dev`, `npm start` and the tests on 127.0.0.1) cannot keep a Secure cookie, so there
 * the flag is off.
 */
export function sessionCookieOptions(
  forwardedProto: string | null | undefined,
): CookieOptionsWithName {
  const protocol = forwardedProto?.split(",")[0]?.trim().replace(/:$/, "").toLowerCase();
  return { path: "/", sameSite: "lax", httpOnly: true, secure: protocol === "https" };
}
