import { randomUUID } from "node:crypto";

import type { Transaction } from "../db.ts";
import { AuthError, notFound } from "./errors.ts";
import type { PkceParams } from "./request.ts";
import type { AuthMethod } from "./sessions.ts";
import { pkceMatches } from "./tokens.ts";

/** GoTrue's FLOW_STATE_EXPIRY_DURATION default: an auth code is good for 5 minutes. */
const FLOW_STATE_EXPIRY_SECONDS = 300;

type FlowStateRow = {
  id: string;
  user_id: string | null;
  code_challenge_method: string;
  code_challenge: string;
  authentication_method: string;
  created_at: Date | string;
  auth_code_issued_at: Date | string | null;
};

/** Records a PKCE start (/signup, /otp, /recover, /invite with `code_challenge`). */
export async function createFlowState(
  tx: Transaction,
  userId: string,
  pkce: PkceParams,
  method: AuthMethod,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, 'email', $5)`,
    [userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/**
 * The e-mail link of a PKCE flow was opened: hands out the auth code of the user's latest flow
 * state for one of these methods and starts its expiry clock. Null when there is none.
 */
export async function issueAuthCode(
  tx: Transaction,
  userId: string,
  methods: readonly string[],
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state
      where user_id = $1 and authentication_method = any($2::text[])
      order by created_at desc limit 1`,
    [userId, methods],
  );
  const flow = rows[0];
  if (!flow) return null;
  await tx.query(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`,
    [flow.id],
  );
  return flow.auth_code;
}

const flowStateNotFound = () =>
  notFound("flow_state_not_found", "invalid flow state, no valid flow state found");

/** `grant_type=pkce`: checks the code and verifier, deletes the flow state, returns its user. */
export async function consumeFlowState(
  tx: Transaction,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: AuthMethod }> {
  const { rows } = await tx.query<FlowStateRow>(
    `select id, user_id, code_challenge_method, code_challenge, authentication_method, created_at, auth_code_issued_at
       from auth.flow_state where auth_code = $1`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) throw flowStateNotFound();
  const started = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (Date.now() > started + FLOW_STATE_EXPIRY_SECONDS * 1000) {
    throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (!pkceMatches(flow.code_challenge_method, flow.code_challenge, verifier)) {
    throw new AuthError(
      400,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    );
  }
  await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method as AuthMethod };
}
