import "server-only";

import { forwardableClientIp, type HeaderReader } from "@/lib/client-key";
import { readSupabasePublicEnv, serverEnv } from "@/lib/env";

/** Supabase Auth's endpoints that count per client address and that the app calls from its server. */
const COUNTED_PER_ADDRESS =
  /^(?:token|otp|magiclink|recover|resend|signup|verify|factors\/[^/]+\/(?:challenge|verify))$/;

export type AddressForwarding = {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** The browser's address, from forwardableClientIp. */
  clientIp: string;
};

/**
 * The per-request client's fetch, naming the browser to Supabase Auth ("IP address forwarding"):
 * on the endpoints above the request carries the secret key as `apikey` and `Sb-Forwarded-For`,
 * so Auth counts the browser's address instead of the app server's, which every sign-in shares.
 * Only there: the admin API, /user and PostgREST keep the publishable key.
 */
export function addressForwardingFetch(
  { url, publishableKey, secretKey, clientIp }: AddressForwarding,
  base: typeof fetch = fetch,
): typeof fetch {
  const authUrl = `${url.replace(/\/+$/, "")}/auth/v1/`;
  return (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    const path = target.startsWith(authUrl)
      ? (target.slice(authUrl.length).split("?")[0] ?? "")
      : "";
    if (!COUNTED_PER_ADDRESS.test(path)) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    // A publishable key as Bearer beside a secret apikey is refused; a user's own token stays.
    if (headers.get("authorization") === `Bearer ${publishableKey}`)
      headers.delete("authorization");
    headers.set("apikey", secretKey);
    headers.set("sb-forwarded-for", clientIp);
    return base(input, { ...init, headers });
  };
}

/**
 * The fetch for a server-side Supabase client serving the request with these headers: forwarding
 * when the secret key is set and the browser's address is vouched for, else none (the default).
 */
export function forwardingFetchFor(requestHeaders: HeaderReader): typeof fetch | undefined {
  const secretKey = serverEnv().supabaseSecretKey;
  const clientIp = forwardableClientIp(requestHeaders);
  if (!secretKey || !clientIp) return undefined;
  const { url, publishableKey } = readSupabasePublicEnv();
  return addressForwardingFetch({ url, publishableKey, secretKey, clientIp });
}
