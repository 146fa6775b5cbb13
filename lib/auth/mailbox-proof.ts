import "server-only";

import { createSupabasePublicClient } from "@/lib/supabase/public";

// A code Supabase Auth e-mails to the account's own address, checked on a client of its own, so
// the person's session is untouched and the session the check opens is closed again at once.

export async function sendMailboxCode(email: string): Promise<string | null> {
  const { error } = await createSupabasePublicClient().auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false },
  });
  return error ? error.message : null;
}

export async function proveMailbox(email: string, code: string): Promise<boolean> {
  const client = createSupabasePublicClient();
  const { data, error } = await client.auth.verifyOtp({ email, token: code, type: "email" });
  if (error || !data.session) return false;
  await client.auth.signOut({ scope: "local" });
  return true;
}
