import { signJwt } from "./jwt.ts";

/**
 * The embedded backend's fixed local settings. The JWT secret and the keys are the Supabase CLI's
 * well-known local development values: public by design, worthless outside this machine, and
 * stable so `.env.example` can list them.
 */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const LOCAL_PORT = 54321;
export const LOCAL_HOST = "127.0.0.1";
/** One spelling everywhere: @supabase/ssr derives the session cookie's name from this host. */
export const LOCAL_API_URL = `http://${LOCAL_HOST}:${LOCAL_PORT}`;

const KEY_EXPIRY = 1983812996; // 2032, as the CLI's keys
export const LOCAL_ANON_KEY = signJwt(
  { iss: "supabase-demo", role: "anon", exp: KEY_EXPIRY },
  LOCAL_JWT_SECRET,
);
export const LOCAL_SERVICE_ROLE_KEY = signJwt(
  { iss: "supabase-demo", role: "service_role", exp: KEY_EXPIRY },
  LOCAL_JWT_SECRET,
);
