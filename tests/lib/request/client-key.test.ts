import { describe, expect, it, vi } from "vitest";

import { parseServerEnv } from "@/lib/env/schema";
import {
  accountKey,
  clientAddress,
  clientKey,
  forwardableClientIp,
  limitKey,
  pseudonymousAddress,
} from "@/lib/request/client-key";

const SECRET = { SUPABASE_SECRET_KEY: "server-secret" };
const ONE_PROXY = { TRUSTED_PROXY_HOPS: "1" };
/** The key behind one proxy, so the address it read is vouched for. */
const key = (init: Record<string, string>, env: Record<string, string> = SECRET) =>
  limitKey(new Headers(init), parseServerEnv({ ...ONE_PROXY, ...env }));
const address = (init: Record<string, string>, env: Record<string, string> = ONE_PROXY) =>
  clientAddress(new Headers(init), parseServerEnv(env));

describe("clientAddress", () => {
  it("with no proxy (the default) vouches for nothing: X-Forwarded-For is then whatever the client sent", () => {
    // Next fills the header from the socket only when the client sent none, and never appends.
    expect(address({ "x-forwarded-for": "203.0.113.7" }, {})).toBeNull();
    expect(
      address({ "x-forwarded-for": "1.2.3.4, 203.0.113.7" }, { TRUSTED_PROXY_HOPS: "0" }),
    ).toBeNull();
    expect(address({})).toBeNull();
  });

  it("behind TRUSTED_PROXY_HOPS proxies, takes the entry that many places from the right", () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.1, 10.0.0.2" };
    expect(address(headers, { TRUSTED_PROXY_HOPS: "1" })).toBe("10.0.0.2");
    expect(address(headers, { TRUSTED_PROXY_HOPS: "3" })).toBe("198.51.100.4");
    // Fewer entries than proxies: the left-most there is (the first proxy saw the client).
    expect(address({ "x-forwarded-for": "198.51.100.4" }, { TRUSTED_PROXY_HOPS: "3" })).toBe(
      "198.51.100.4",
    );
    // Unset or blank: no proxy. (Nonsense such as "two" stops the server at start-up: env.test.ts.)
    expect(address(headers, { TRUSTED_PROXY_HOPS: "" })).toBeNull();
  });

  it("never reads x-real-ip or Vercel's headers outside Vercel, where a client can set them", () => {
    const headers = {
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "6.6.6.6",
      "x-vercel-forwarded-for": "6.6.6.7",
    };
    expect(address(headers)).toBe("203.0.113.7");
    expect(address({ "x-real-ip": "6.6.6.6" })).toBeNull();
  });

  it("on Vercel, takes x-vercel-forwarded-for, which Vercel's edge overwrites", () => {
    const vercel = { VERCEL: "1" };
    expect(
      address(
        { "x-vercel-forwarded-for": "203.0.113.7", "x-forwarded-for": "6.6.6.6, 7.7.7.7" },
        vercel,
      ),
    ).toBe("203.0.113.7");
    expect(address({ "x-real-ip": "203.0.113.8" }, vercel)).toBe("203.0.113.8");
    expect(address({ "x-forwarded-for": "203.0.113.9" }, vercel)).toBe("203.0.113.9");
  });
});

describe("limitKey", () => {
  it("is an HMAC of the address: no address in it, stable, distinct per client", () => {
    const k = key({ "x-forwarded-for": "203.0.113.7" });
    expect(k).toMatch(/^[\w-]{22}$/);
    expect(k).not.toContain("203");
    expect(key({ "x-forwarded-for": " 203.0.113.7:51234 " })).toBe(k);
    expect(key({ "x-forwarded-for": "203.0.113.8" })).not.toBe(k);
  });

  it("gives six requests, each with a new forged first entry, one key (a proxy appends the real address)", () => {
    const env = { ...SECRET, TRUSTED_PROXY_HOPS: "1" };
    const keys = new Set(
      Array.from({ length: 6 }, (_, i) =>
        key({ "x-forwarded-for": `192.0.2.${i + 1}, 203.0.113.7` }, env),
      ),
    );
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBe(key({ "x-forwarded-for": "203.0.113.7" }, env));
  });

  it("gives six requests with a new forged x-forwarded-for one key on Vercel", () => {
    const env = { ...SECRET, VERCEL: "1" };
    const keys = new Set(
      Array.from({ length: 6 }, (_, i) =>
        key(
          {
            "x-forwarded-for": `192.0.2.${i + 1}`,
            "x-real-ip": `192.0.2.${i + 1}`,
            "x-vercel-forwarded-for": "203.0.113.7",
          },
          env,
        ),
      ),
    );
    expect(keys.size).toBe(1);
  });

  it("is the same on every instance sharing the server secret, and differs under another secret", () => {
    expect(key({ "x-forwarded-for": "203.0.113.7" }, { SUPABASE_SERVICE_ROLE_KEY: "legacy" })).toBe(
      key({ "x-forwarded-for": "203.0.113.7" }, { SUPABASE_SECRET_KEY: "legacy" }),
    );
    const headers = { "x-forwarded-for": "203.0.113.7" };
    expect(key(headers, { SUPABASE_SECRET_KEY: "server-secret" })).toBe(
      key(headers, { SUPABASE_SECRET_KEY: "server-secret" }),
    );
    expect(
      key(headers, { RATE_LIMIT_SECRET: "own", SUPABASE_SECRET_KEY: "server-secret" }),
    ).not.toBe(key(headers, { SUPABASE_SECRET_KEY: "server-secret" }));
    expect(key(headers, { RATE_LIMIT_SECRET: "own" })).toBe(
      key(headers, { RATE_LIMIT_SECRET: "own", SUPABASE_SECRET_KEY: "x" }),
    );
  });

  it("falls back to a per-process secret, saying so, when no server secret is set", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const headers = { "x-forwarded-for": "203.0.113.7" };
    expect(key(headers, {})).toBe(key(headers, {}));
    expect(key(headers, {})).not.toBe(key(headers));
    expect(warned).toHaveBeenCalledTimes(1);
    warned.mockRestore();
  });

  it("gives every request without an address one shared key", () => {
    expect(key({})).toBe(key({ "x-forwarded-for": " " }));
    expect(key({})).not.toBe(key({ "x-forwarded-for": "203.0.113.7" }));
  });

  it("keys IPv6 clients by their /64 and unwraps IPv4-mapped addresses", () => {
    const k = key({ "x-forwarded-for": "2001:db8:1:2::1" });
    expect(key({ "x-forwarded-for": "2001:0db8:0001:0002:ffff:ffff:ffff:ffff" })).toBe(k);
    expect(key({ "x-forwarded-for": "[2001:db8:1:2::99]:443" })).toBe(k);
    expect(key({ "x-forwarded-for": "2001:DB8:1:2:0:0:0:7" })).toBe(k);
    expect(key({ "x-forwarded-for": "2001:db8:1:3::1" })).not.toBe(k);
    expect(key({ "x-forwarded-for": "::ffff:203.0.113.7" })).toBe(
      key({ "x-forwarded-for": "203.0.113.7" }),
    );
    expect(key({ "x-forwarded-for": "::1" })).not.toBe(key({ "x-forwarded-for": "::2:0:0:0:1" }));
  });
});

describe("with no proxy outside Vercel", () => {
  const env = parseServerEnv(SECRET);

  it("gives 35 posts, each with a new forged X-Forwarded-For, one shared limit key and no client key", () => {
    const headers = Array.from(
      { length: 35 },
      (_, i) => new Headers({ "x-forwarded-for": `198.51.100.${i}` }),
    );
    expect(new Set(headers.map((each) => limitKey(each, env))).size).toBe(1);
    expect(headers.map((each) => clientKey(each, env))).toEqual(Array(35).fill(null));
  });
});

describe("accountKey and pseudonymousAddress", () => {
  const env = parseServerEnv(SECRET);

  it("name one account however its address is typed, and no other", () => {
    expect(accountKey(" Admin@Example.com ", env)).toBe(accountKey("admin@example.com", env));
    expect(accountKey("admin@example.com", env)).not.toBe(accountKey("other@example.com", env));
    expect(accountKey("admin@example.com", env)).not.toContain("admin");
  });

  it("make a unique-local IPv6 address per subject that no client can choose", () => {
    const admin = pseudonymousAddress("account:admin@example.com", env);
    expect(admin).toMatch(/^fd6b:7870(:[0-9a-f]{1,4}){6}$/);
    expect(pseudonymousAddress("account:admin@example.com", env)).toBe(admin);
    expect(pseudonymousAddress("account:other@example.com", env)).not.toBe(admin);
    expect(
      pseudonymousAddress(
        "account:admin@example.com",
        parseServerEnv({ SUPABASE_SECRET_KEY: "x" }),
      ),
    ).not.toBe(admin);
  });
});

describe("forwardableClientIp", () => {
  const ip = (xff: string, env: Record<string, string> = { TRUSTED_PROXY_HOPS: "1" }) =>
    forwardableClientIp(new Headers({ "x-forwarded-for": xff }), parseServerEnv(env));

  it("is the vouched address as an IP: an IPv6 client as its /64, as the app counts it", () => {
    expect(ip("6.6.6.6, 203.0.113.7:443")).toBe("203.0.113.7");
    expect(ip("2001:db8:1:2::99")).toBe("2001:db8:1:2::");
    expect(ip("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is null for what is not an address, and with no proxy outside Vercel", () => {
    expect(ip("unknown")).toBeNull();
    expect(ip("203.0.113.7", {})).toBeNull();
  });
});
