import "server-only";

import { readSupabasePublicEnv, serverEnv } from "@/lib/env";
import {
  forwardableClientIp,
  pseudonymousAddress,
  type HeaderReader,
} from "@/lib/request/client-key";

const COUNTED_PER_ADDRESS =
  /^(?:token|otp|magiclink|recover|resend|signup|verify|factors\/[^/]+\/(?:challenge|verify))$/;

export type AddressForwarding = {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** The address to forward for a request about `subject` (null: forward none). */
  addressFor: (subject: string | null) => string | null;
};

const SUBJECT_FIELDS = ["email", "phone", "auth_code", "token_hash", "refresh_token"] as const;

/** What an Auth request is about: its factor, account, code or refresh token. */
function authRequestSubject(path: string, body: unknown): string | null {
  const factor = /^factors\/([^/]+)\//.exec(path)?.[1];
  if (factor) return `factor:${factor}`;
  if (typeof body !== "string") return null;
  try {
    const fields = JSON.parse(body) as Record<string, unknown>;
    for (const name of SUBJECT_FIELDS) {
      const value = fields[name];
      if (typeof value !== "string" || !value) continue;
      return name === "email" ? `account:${value.trim().toLowerCase()}` : `${name}:${value}`;
    }
  } catch {
    // Not JSON: nothing to name, so nothing is forwarded.
  }
  return null;
}

// Auth would otherwise count the app server's address, which every sign-in shares: these endpoints
// get the secret apikey and Sb-Forwarded-For, everything else keeps the publishable key.
export function addressForwardingFetch(
  { url, publishableKey, secretKey, addressFor }: AddressForwarding,
  base: typeof fetch = fetch,
): typeof fetch {
  const authUrl = `${url.replace(/\/+$/, "")}/auth/v1/`;
  return (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    const path = target.startsWith(authUrl)
      ? (target.slice(authUrl.length).split("?")[0] ?? "")
      : "";
    if (!COUNTED_PER_ADDRESS.test(path)) return base(input, init);
    const clientIp = addressFor(authRequestSubject(path, init?.body));
    if (!clientIp) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    // A publishable key as Bearer beside a secret apikey is refused; a user's own token stays.
    if (headers.get("authorization") === `Bearer ${publishableKey}`)
      headers.delete("authorization");
    headers.set("apikey", secretKey);
    headers.set("sb-forwarded-for", clientIp);
    return base(input, { ...init, headers });
  };
}

// With no vouched address, Auth is told a pseudonymous one per account (or code), so one sender's
// guesses never use up the count of the app server's address that every member of staff shares.
export function forwardingFetchFor(requestHeaders: HeaderReader): typeof fetch | undefined {
  const secretKey = serverEnv().supabaseSecretKey;
  if (!secretKey) return undefined;
  const clientIp = forwardableClientIp(requestHeaders);
  const { url, publishableKey } = readSupabasePublicEnv();
  return addressForwardingFetch({
    url,
    publishableKey,
    secretKey,
    addressFor: (subject) => clientIp ?? (subject ? pseudonymousAddress(subject) : null),
  });
}
