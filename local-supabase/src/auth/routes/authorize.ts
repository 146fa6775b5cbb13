import { validationFailed } from "../errors.ts";
import type { Route } from "../request.ts";

/**
 * `GET /authorize` and `GET /user/identities/authorize`: there are no OAuth providers offline, so
 * every provider is disabled, as GoTrue answers for a provider that is not enabled.
 */
export const authorize: Route = async () => {
  throw validationFailed("Unsupported provider: provider is not enabled");
};
