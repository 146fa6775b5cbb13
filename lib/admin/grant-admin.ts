import type { SupabaseClient, User } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

type ServiceClient = SupabaseClient<Database>;

export type GrantInput = {
  email: string;
  password: string;
  existingAccount?: boolean;
  recovery?: boolean;
};

export type GrantResult =
  | { kind: "created"; userId: string }
  | { kind: "already-admin"; userId: string }
  | {
      kind: "secured";
      userId: string;
      wasAdmin: boolean;
      sessionsEnded: number;
      factorsRemoved: number;
      recoveryTokenHash: string | null;
    };

export type RefusalReason = "existing-account" | "other-sign-in-methods";

export class GrantRefusedError extends Error {
  readonly reason: RefusalReason;
  readonly userId: string;
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

// Anyone may have signed up an existing account before its owner, so it is promoted only with
// `existingAccount`, after its password, factors and sessions are reset. One that can also sign
// in by OAuth or phone is refused even then: a new password would not lock that way out.
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

  // Order matters: the password first, so no new session opens with the old one; then the factors
  // (one someone else added, or the one the owner lost) and sessions; admin rights last, so no
  // earlier session holds them. Recovery follows the password change, which clears older tokens.
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

// /auth/confirm verifies the hash on the server: no e-mail template or redirect allow-list needed.
export function recoveryLink(siteUrl: string, tokenHash: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/auth/confirm?${new URLSearchParams({ token_hash: tokenHash, type: "recovery" })}`;
}

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
