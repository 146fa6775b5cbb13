// Kept only until app/login/actions.ts imports readSupabasePublicEnv from "@/lib/env" directly.
export { readSupabasePublicEnv } from "@/lib/env";
