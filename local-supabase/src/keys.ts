/**
 * The embedded backend's fixed local settings. The JWT secret and the keys are the Supabase CLI's
 * well-known local development values: public by design, worthless outside this machine, and
 * stable so `.env.example` can list them. The keys are HS256 JWTs of this secret with the claims
 * in LOCAL_KEY_CLAIMS (tests re-sign them and compare); they expire in 2032, as the CLI's do.
 */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const LOCAL_PORT = 54321;
export const LOCAL_HOST = "127.0.0.1";

export const LOCAL_KEY_CLAIMS = {
  anon: { iss: "supabase-demo", role: "anon", exp: 1983812996 },
  service_role: { iss: "supabase-demo", role: "service_role", exp: 1983812996 },
} as const;

export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
