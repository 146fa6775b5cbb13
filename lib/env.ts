import "server-only";

import { publicEnv } from "./env/public";
import {
  parseServerEnv,
  parseSupabasePublicEnv,
  type ServerEnv,
  type SupabasePublicEnv,
} from "./env/schema";

/**
 * The one reader of the server's environment. Parsed on every call rather than cached: the
 * parse costs microseconds, and tests and `npm run bench:admin` set variables after import.
 * Browser code imports lib/env/public instead; this module's guard keeps it off the client.
 */
export function serverEnv(): ServerEnv {
  return parseServerEnv(process.env);
}

export function readSupabasePublicEnv(): SupabasePublicEnv {
  return parseSupabasePublicEnv(process.env);
}

/**
 * Run once as the server starts (instrumentation.ts): every bad or missing required variable in
 * one error, naming each, instead of a failure on the first request that happens to read it.
 */
export function validateEnv(): void {
  const problems: string[] = [];
  for (const check of [publicEnv, serverEnv, readSupabasePublicEnv]) {
    try {
      check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
}
