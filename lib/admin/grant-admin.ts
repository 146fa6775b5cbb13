import type { SupabaseClient, User } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

type ServiceClient = SupabaseClient<Database>;

export type GrantInput = {
  email: string;
  /** The new account's password; with `existingAccount`, the one that replaces the old password. */
  password: string;
  /** The operator's consent to promote an account that already exists (see grantAdmin). */
  existingAccount?: boolean;
  /** With `existingAccount`: also issue a one-time recovery token so the owner picks a password. */
  recovery?: boolean;
};

export type GrantResult =
  | { kind: "created"; userId: string }
  | { kind: "already-admin"; userId: string }
  | {
      kind: "secured";
      userId: string;
      wasAdmin: boolean;
      /** How many sessions (with their refresh tokens) were ended. */
      sessionsEnded: number;
      /** How many second factors (authenticator apps) were removed. */
      factorsRemoved: number;
      /** The recovery token's hash, for `/auth/confirm?token_hash=…&type=recovery`, when asked for. */
      recoveryTokenHash: string | null;
    };

export type RefusalReason = "existing-account" | "other-sign-in-methods";

/** grantAdmin would not promote the account; nothing was changed. The caller explains why. */
export class GrantRefusedError extends Error {
  readonly reason: RefusalReason;
  readonly userId: string;
  /** For other-sign-in-methods: the providers besides e-mail, e.g. ["github", "phone"]. */
  readonly providers: string[];

  // Plain fields, not parameter properties: the script runs this file with Node's type stripping.
  constructor(reason: RefusalReason, userId: string, providers: string[] = []) {
    super(
      reason === "existing-account"
        ? "The account already exists; promoting it needs the existing-account consent."
        : `The account can also sign in with ${providers.join(", ")}.`,
    );
    this.name = "GrantRefusedError";
    this.reason = reason;
    this.userId = userId;
    this.providers = providers;
  }
}

/**
 * Makes `email` an admin without trusting any credential someone else may have set.
 *
 * - No such account: creates it confirmed, with `password`, and adds it to admin_users.
 * - An account exists: anyone could have signed it up (public sign-up) before its owner, with
 *   a password of their own, so by default nothing changes and GrantRefusedError is thrown (an
 *   existing admin is reported as such). With `existingAccount`, the account is taken back
 *   first: its password is replaced, every session and refresh token is revoked, and only then
 *   is it added to admin_users; `recovery` issues a one-time token so the owner chooses a
 *   password. An account that can also sign in another way (OAuth, phone) is refused even then:
 *   replacing the password would not lock that way out.
 *
 * Needs a service-role client: admin_users has no policies, revoke_user_sessions() is
 * service-role only, and the Auth admin API is service-only. Works the same on the embedded
 * backend and a hosted project (needs migration 20261125091000_admin_grant_safety there).
 */
export async function grantAdmin(service: ServiceClient, input: GrantInput): Promise<GrantResult> {
  const email = input.email.trim().toLowerCase();
  const found = await findUser(service, email);
  if (!found) {
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: input.password,
      email_confirm: true,
    });
    if (error) throw new Error(`Could not create ${email}: ${error.message}`);
    await addToAdmins(service, data.user.id, email);
    return { kind: "created", userId: data.user.id };
  }

  const userId = found.id;
  const wasAdmin = await isListed(service, userId);
  if (!input.existingAccount) {
    if (wasAdmin) return { kind: "already-admin", userId };
    throw new GrantRefusedError("existing-account", userId);
  }

  const user = await loadUser(service, userId);
  const providers = otherProviders(user);
  if (providers.length > 0) throw new GrantRefusedError("other-sign-in-methods", userId, providers);

  // Order matters. The password first, so nobody can open a new session with the old one once
  // the sessions are gone; then the second factors (an authenticator app someone else added,
  // or the one the owner lost: this is their way back); the sessions next; admin rights last, so
  // no session from before ever holds them. The recovery token after the password change, which
  // clears older ones.
  const updated = await service.auth.admin.updateUserById(userId, {
    password: input.password,
    email_confirm: true,
  });
  if (updated.error)
    throw new Error(`Could not replace the password of ${email}: ${updated.error.message}`);

  const factorsRemoved = await removeFactors(service, userId, email);

  const revoked = await service.rpc("revoke_user_sessions", { target: userId });
  if (revoked.error) {
    const standing = wasAdmin
      ? "it is still in admin_users, as before"
      : "it was NOT made an admin";
    throw new Error(
      `Could not end the sessions of ${email}: ${revoked.error.message}. Its password was replaced; ${standing}` +
        " (is migration 20261125091000_admin_grant_safety applied?).",
    );
  }

  if (!wasAdmin) await addToAdmins(service, userId, email);

  let recoveryTokenHash: string | null = null;
  if (input.recovery) {
    const link = await service.auth.admin.generateLink({ type: "recovery", email });
    if (link.error)
      throw new Error(
        `${email} is now an admin, but no recovery link could be made: ${link.error.message}`,
      );
    recoveryTokenHash = link.data.properties.hashed_token;
  }
  return {
    kind: "secured",
    userId,
    wasAdmin,
    sessionsEnded: revoked.data ?? 0,
    factorsRemoved,
    recoveryTokenHash,
  };
}

/** Every MFA factor of the account, through the Auth admin API (the same on a hosted project). */
async function removeFactors(service: ServiceClient, userId: string, email: string) {
  const listed = await service.auth.admin.mfa.listFactors({ userId });
  if (listed.error)
    throw new Error(`Could not list the second factors of ${email}: ${listed.error.message}`);
  for (const factor of listed.data.factors) {
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (deleted.error)
      throw new Error(
        `Could not remove a second factor of ${email}: ${deleted.error.message}. Its password was replaced; run again.`,
      );
  }
  return listed.data.factors.length;
}

/**
 * The link that signs the owner in once and opens the new-password form: the app's
 * /auth/confirm verifies `token_hash` on the server, so it works in any browser and needs no
 * e-mail template or redirect allow-list. Valid for an hour (GoTrue's OTP expiry), one use.
 */
export function recoveryLink(siteUrl: string, tokenHash: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/auth/confirm?${new URLSearchParams({ token_hash: tokenHash, type: "recovery" })}`;
}

/** Sign-in methods besides e-mail + password; GoTrue lists each as an identity of the user. */
function otherProviders(user: User): string[] {
  const providers = new Set((user.identities ?? []).map((identity) => identity.provider));
  providers.delete("email");
  if (user.phone) providers.add("phone");
  return [...providers].sort();
}

async function addToAdmins(service: ServiceClient, userId: string, email: string): Promise<void> {
  const { error } = await service.from("admin_users").insert({ user_id: userId });
  if (error) throw new Error(`Could not add ${email} to admin_users: ${error.message}`);
}

async function isListed(service: ServiceClient, userId: string): Promise<boolean> {
  const { data, error } = await service
    .from("admin_users")
    .select("user_id")
    .eq("user_id", userId)
    .maybeSingle();
  if (error) throw new Error(`Could not read admin_users: ${error.message}`);
  return data !== null;
}

async function loadUser(service: ServiceClient, userId: string): Promise<User> {
  const { data, error } = await service.auth.admin.getUserById(userId);
  if (error) throw new Error(`Could not read user ${userId}: ${error.message}`);
  return data.user;
}

async function findUser(service: ServiceClient, email: string): Promise<User | null> {
  const perPage = 1000;
  for (let page = 1; ; page += 1) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage });
    if (error) throw new Error(`Could not list users: ${error.message}`);
    const match = data.users.find((user) => user.email?.toLowerCase() === email);
    if (match) return match;
    if (data.users.length < perPage) return null;
  }
}
