import "server-only";

import { readSupabasePublicEnv, serverEnv } from "@/lib/env";
import { forwardableClientIp, type HeaderReader } from "@/lib/request/client-key";

const COUNTED_PER_ADDRESS =
  /^(?:token|otp|magiclink|recover|resend|signup|verify|factors\/[^/]+\/(?:challenge|verify))$/;

export type AddressForwarding = {
  url: string;
  publishableKey: string;
  secretKey: string;
  clientIp: string;
};

// Auth would otherwise count the app server's address, which every sign-in shares: these endpoints
// get the secret apikey and Sb-Forwarded-For, everything else keeps the publishable key.
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

export function forwardingFetchFor(requestHeaders: HeaderReader): typeof fetch | undefined {
  const secretKey = serverEnv().supabaseSecretKey;
  const clientIp = forwardableClientIp(requestHeaders);
  if (!secretKey || !clientIp) return undefined;
  const { url, publishableKey } = readSupabasePublicEnv();
  return addressForwardingFetch({ url, publishableKey, secretKey, clientIp });
}
