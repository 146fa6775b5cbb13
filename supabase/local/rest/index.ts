/**
 * PostgREST-compatible `/rest/v1` for the embedded local Supabase backend.
 * See shared/docs/supabase-wire-contract.md §2 for the contract implemented here.
 */
export { createRestHandler, REST_PREFIX, type RestHandlerOptions } from "./handler.ts";
export { authenticate, API_ROLES, type ApiRole, type RequestAuth } from "./auth-claims.ts";
export { RestError, type RestErrorBody } from "./errors.ts";
export {
  parseQuery,
  parseFilter,
  parseLogicTree,
  parseSelect,
  parseOrder,
  type ParsedQuery,
  type Condition,
  type Filter,
  type LogicTree,
  type SelectItem,
  type OrderTerm,
} from "./query-parser.ts";
