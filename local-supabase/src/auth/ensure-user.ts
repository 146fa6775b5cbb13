import type { LocalContext } from "../context.ts";
import { assertPasswordStrength, hashPassword } from "./passwords.ts";
import { validateEmail } from "./request.ts";
import { findUserByEmail, insertUser } from "./users.ts";

export type EnsureUserInput = {
  email: string;
  password: string;
  userMetadata?: Record<string, unknown>;
};

/**
 * Finds the user by e-mail, or creates it confirmed with this password (the local admin). An
 * existing user is returned untouched: its password may have been changed in the app since.
 * Throws (an AuthError) for an invalid e-mail or a too-short password.
 */
export async function ensureUser(
  ctx: LocalContext,
  input: EnsureUserInput,
): Promise<{ id: string; created: boolean }> {
  const email = validateEmail(input.email);
  const existing = await ctx.db.transaction((tx) => findUserByEmail(tx, email));
  if (existing) return { id: existing.id, created: false };
  assertPasswordStrength(input.password);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const again = await findUserByEmail(tx, email);
    if (again) return { id: again.id, created: false };
    const user = await insertUser(tx, {
      email,
      passwordHash,
      userMetadata: input.userMetadata ?? {},
      confirmed: true,
    });
    return { id: user.id, created: true };
  });
}
