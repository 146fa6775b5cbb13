import "server-only";

import { createSupabasePublicClient } from "@/lib/supabase/public";

// A code Supabase Auth e-mails to the account's own address, checked on a client of its own, so
// the person's session is untouched and the session the check opens is closed again at once.

export type MailboxCodeSent = "sent" | "sent-within-the-minute" | { failed: string };

/** Auth sends one code a minute per user: one asked for again sooner is the one already sent. */
export async function sendMailboxCode(email: string): Promise<MailboxCodeSent> {
  const { error } = await createSupabasePublicClient().auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false },
  });
  if (!error) return "sent";
  return error.code === "over_email_send_rate_limit"
    ? "sent-within-the-minute"
    : { failed: error.message };
}

export async function proveMailbox(email: string, code: string): Promise<boolean> {
  const client = createSupabasePublicClient();
  const { data, error } = await client.auth.verifyOtp({ email, token: code, type: "email" });
  if (error || !data.session) return false;
  await client.auth.signOut({ scope: "local" });
  return true;
}
