import type { LocalContext } from "../context.ts";
import type { LocalHandler } from "../http-types.ts";
import { AttemptLimits } from "./attempt-limits.ts";
import { ensureUser, type EnsureUserInput } from "./ensure-user.ts";
import { withForwardedAddress } from "./request.ts";
import { routeAuthRequest } from "./router.ts";
import { initAuthSchema } from "./schema.ts";

/** The GoTrue/supabase-auth-compatible `/auth/v1` of the embedded backend. */
export type LocalAuth = {
  /** Creates the auth schema's extra tables (sessions, refresh_tokens, flow_state, one_time_tokens, identities, MFA factors and challenges) idempotently. */
  init(): Promise<void>;
  /** Handles requests whose url.pathname starts with /auth/v1 (the prefix is stripped here). */
  handle: LocalHandler;
  /** Creates (or finds, by e-mail) a confirmed user with this password; returns its id. Used to create the local admin. */
  ensureUser(input: EnsureUserInput): Promise<{ id: string; created: boolean }>;
};

export function createLocalAuth(ctx: LocalContext): LocalAuth {
  const limits = new AttemptLimits({ perAddress: ctx.config.authFailuresPerAddress });
  return {
    init: () => initAuthSchema(ctx.db),
    handle: (request) => routeAuthRequest(ctx, withForwardedAddress(ctx.config, request), limits),
    ensureUser: (input) => ensureUser(ctx, input),
  };
}
