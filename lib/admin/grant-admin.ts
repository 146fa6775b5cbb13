import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

export type GrantResult = { userId: string; createdUser: boolean; alreadyAdmin: boolean };

/**
 * Creates the user (confirmed, with this password) or finds it, then adds it to admin_users.
 * Needs a service-role client: admin_users has no policies, and the Auth admin API is
 * service-only. Used by `npm run admin:create`; works the same on the embedded backend and a
 * hosted project.
 */
export async function grantAdmin(
  service: SupabaseClient<Database>,
  { email, password }: { email: string; password: string },
): Promise<GrantResult> {
  const wanted = email.trim().toLowerCase();
  let userId = await findUserId(service, wanted);
  let createdUser = false;
  if (!userId) {
    const { data, error } = await service.auth.admin.createUser({ email: wanted, password, email_confirm: true });
    if (error) throw new Error(`Could not create ${wanted}: ${error.message}`);
    userId = data.user.id;
    createdUser = true;
  }
  const { data: existing, error: readError } = await service
    .from("admin_users")
    .select("user_id")
    .eq("user_id", userId)
    .maybeSingle();
  if (readError) throw new Error(`Could not read admin_users: ${readError.message}`);
  if (!existing) {
    const { error } = await service.from("admin_users").insert({ user_id: userId });
    if (error) throw new Error(`Could not add ${wanted} to admin_users: ${error.message}`);
  }
  return { userId, createdUser, alreadyAdmin: Boolean(existing) };
}

async function findUserId(service: SupabaseClient<Database>, email: string): Promise<string | null> {
  const perPage = 1000;
  for (let page = 1; ; page += 1) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage });
    if (error) throw new Error(`Could not list users: ${error.message}`);
    const match = data.users.find((user) => user.email?.toLowerCase() === email);
    if (match) return match.id;
    if (data.users.length < perPage) return null;
  }
}
