// The project an operator's command works on, with its service key: the Supabase project the
// environment names, or else the embedded backend that `npm run dev` runs.
import { LOCAL_HOST, LOCAL_PORT, LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";

import { parseServerEnv, parseSupabaseUrl } from "../lib/env/schema.ts";

export type ServiceTarget = { url: string; serviceKey: string; hosted: boolean };

/** Throws a sentence naming the variable when the environment cannot reach a project. */
export function serviceTarget(env: NodeJS.ProcessEnv): ServiceTarget {
  const hosted = parseSupabaseUrl(env);
  if (!hosted) {
    const port = env["LOCAL_SUPABASE_PORT"] ?? LOCAL_PORT;
    return {
      url: `http://${LOCAL_HOST}:${port}`,
      serviceKey: LOCAL_SERVICE_ROLE_KEY,
      hosted: false,
    };
  }
  const serviceKey = parseServerEnv(env).supabaseSecretKey;
  if (!serviceKey) {
    throw new Error(
      "SUPABASE_SECRET_KEY (the service role key) is required when NEXT_PUBLIC_SUPABASE_URL is set.",
    );
  }
  return { url: hosted, serviceKey, hosted: true };
}
