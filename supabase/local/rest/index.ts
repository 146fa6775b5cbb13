/**
 * PostgREST-compatible `/rest/v1` for the embedded local Supabase backend.
 * See shared/docs/supabase-wire-contract.md §2 for the contract implemented here.
 */
export { createRestHandler } from "./handler.ts";
