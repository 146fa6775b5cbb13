/**
 * PostgREST-compatible `/rest/v1` for the embedded local Supabase backend.
 * It answers what supabase-js sends; the package README lists what it implements and leaves out.
 */
export { createRestHandler } from "./handler.ts";
