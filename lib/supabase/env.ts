/**
 * The Supabase address and public key, read at run time (never inlined into a bundle at build
 * time), so one build can point at the embedded backend locally and a hosted project in
 * production. The error texts are supabase-js's own start-up errors from the specification.
 */
export type SupabasePublicEnv = { url: string; publishableKey: string };

export function readSupabasePublicEnv(
  env: Record<string, string | undefined> = process.env,
): SupabasePublicEnv {
  const url = env["NEXT_PUBLIC_SUPABASE_URL"]?.trim();
  const publishableKey = (
    env["NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"] ?? env["NEXT_PUBLIC_SUPABASE_ANON_KEY"]
  )?.trim();
  if (!url) {
    throw new Error(
      "supabaseUrl is required. Set NEXT_PUBLIC_SUPABASE_URL, or run `npm run dev` / `npm start` without it to use the embedded local backend.",
    );
  }
  if (!publishableKey) {
    throw new Error(
      "supabaseKey is required. Set NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or NEXT_PUBLIC_SUPABASE_ANON_KEY).",
    );
  }
  return { url: url.replace(/\/+$/, ""), publishableKey };
}
