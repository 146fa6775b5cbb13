import { json } from "../../http-types.ts";
import type { Route } from "../request.ts";

/** HS256 keys are never published, so the key set is empty. */
export const jwks: Route = async () =>
  json(200, { keys: [] }, { "cache-control": "public, max-age=600" });
