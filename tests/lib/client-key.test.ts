import { describe, expect, it } from "vitest";

import { clientKeyFromHeaders } from "@/lib/client-key";

const key = (init: Record<string, string>) => clientKeyFromHeaders(new Headers(init));

describe("clientKeyFromHeaders", () => {
  it("keys on the first hop of x-forwarded-for, hashed", () => {
    const k = key({ "x-forwarded-for": "203.0.113.7" });
    expect(k).toMatch(/^[\w-]{22}$/);
    expect(k).not.toContain("203");
    expect(key({ "x-forwarded-for": "203.0.113.7, 10.0.0.1, 10.0.0.2" })).toBe(k);
    expect(key({ "x-forwarded-for": " 203.0.113.7:51234 " })).toBe(k);
    expect(key({ "x-forwarded-for": "203.0.113.8" })).not.toBe(k);
  });

  it("falls back to x-real-ip, then to one shared key", () => {
    expect(key({ "x-real-ip": "203.0.113.7" })).toBe(key({ "x-forwarded-for": "203.0.113.7" }));
    expect(key({ "x-forwarded-for": "", "x-real-ip": "203.0.113.7" })).toBe(
      key({ "x-forwarded-for": "203.0.113.7" }),
    );
    expect(key({})).toBe(key({ "x-forwarded-for": " " }));
    expect(key({})).not.toBe(key({ "x-real-ip": "203.0.113.7" }));
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
