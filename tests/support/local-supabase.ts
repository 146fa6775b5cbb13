import { type LocalSupabase } from "@kalpix/local-supabase/server";
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";

import type { Database } from "@/lib/supabase/database.types";

// One way to start a test backend, the package's, for the app's tests and its own.
export { startTestSupabase, TEST_ADMIN } from "@kalpix/local-supabase/testing";

export type Target = {
  name: string;
  url: string;
  anonKey: string;
  serviceKey: string;
  inboxUrl: string | null;
};

/** The embedded backend as a test target, for the tests that do not read its inbox. */
export function embeddedTarget(local: LocalSupabase): Target {
  return {
    name: "embedded",
    url: local.url,
    anonKey: local.config.anonKey,
    serviceKey: local.config.serviceRoleKey,
    inboxUrl: null,
  };
}

export function client(target: Target, key: "anon" | "service" = "anon"): SupabaseClient<Database> {
  return createClient<Database>(target.url, key === "anon" ? target.anonKey : target.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A client signed in with e-mail and password (its session in memory only). */
export async function signedInClient(target: Target, email: string, password: string) {
  const supabase = client(target);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed for ${email}: ${error.message}`);
  return supabase;
}

/** The session cookies @supabase/ssr sets when signing in, as a jar: exactly what the login action stores. */
export async function sessionCookies(
  local: { url: string; config: { anonKey: string } },
  email: string,
  password: string,
): Promise<Map<string, string>> {
  const { jar, supabase } = cookieClient(local);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return jar;
}

/** The session cookies of a sign-in from a link e-mailed to the account, read from the inbox. */
export async function mailboxSessionCookies(
  local: LocalSupabase,
  email: string,
): Promise<Map<string, string>> {
  const { jar, supabase } = cookieClient(local);
  const sent = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (sent.error) throw sent.error;
  const tokenHash = new URL(local.inbox.list(email)[0]!.link!).searchParams.get("token")!;
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: "magiclink" });
  if (error) throw error;
  return jar;
}

/** The token hash an e-mailed link of this kind carries, made by Auth's admin API. */
export async function tokenHashFor(
  local: LocalSupabase,
  email: string,
  type: "magiclink" | "recovery" = "magiclink",
): Promise<string> {
  const service = local.config.serviceRoleKey;
  const response = await fetch(`${local.url}/auth/v1/admin/generate_link`, {
    method: "POST",
    headers: {
      apikey: service,
      authorization: `Bearer ${service}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ type, email }),
  });
  return ((await response.json()) as { hashed_token: string }).hashed_token;
}

function cookieClient(local: { url: string; config: { anonKey: string } }) {
  const jar = new Map<string, string>();
  const supabase = createServerClient(local.url, local.config.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  return { jar, supabase };
}

/** What the security page records once a first enrolment proved the mailbox: the app counts. */
export async function confirmApp(target: Target, factorId: string, userId: string) {
  const { error } = await client(target, "service")
    .from("admin_factor_approvals")
    .insert({ factor_id: factorId, user_id: userId });
  if (error) throw error;
}

/** The cookies of a new admin with an authenticator app, signed in with the password alone (aal1). */
export async function adminOwingCodeCookies(
  local: LocalSupabase,
  email: string,
  password: string,
): Promise<Map<string, string>> {
  const target = embeddedTarget(local);
  const service = client(target, "service");
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  await service.from("admin_users").insert({ user_id: data.user.id });
  const owner = await signedInClient(target, email, password);
  const enrolled = await owner.auth.mfa.enroll({ factorType: "totp" });
  await confirmApp(target, enrolled.data!.id, data.user.id);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret) });
  const verified = await owner.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: totp.generate(),
  });
  if (verified.error) throw verified.error;
  return sessionCookies(local, email, password);
}
