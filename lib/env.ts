import "server-only";

import { publicEnv } from "./env/public";
import {
  parseServerEnv,
  parseSupabasePublicEnv,
  type ServerEnv,
  type SupabasePublicEnv,
} from "./env/schema";

// Parsed on every call, not cached: tests and npm run bench:admin set variables after import.
export function serverEnv(): ServerEnv {
  return parseServerEnv(process.env);
}

export function readSupabasePublicEnv(): SupabasePublicEnv {
  return parseSupabasePublicEnv(process.env);
}

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
