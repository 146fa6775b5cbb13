import type { CookieOptionsWithName } from "@supabase/ssr";

// HttpOnly: only server code reads the session. Secure only over https, since plain-http loopback
// (npm run dev, npm start, the tests) cannot keep a Secure cookie.
export function sessionCookieOptions(
  forwardedProto: string | null | undefined,
): CookieOptionsWithName {
  const protocol = forwardedProto?.split(",")[0]?.trim().replace(/:$/, "").toLowerCase();
  return { path: "/", sameSite: "lax", httpOnly: true, secure: protocol === "https" };
}
