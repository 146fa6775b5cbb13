import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, isLoopbackUrl, securityHeaders } from "@/lib/security-headers";

/** The policy as a map of directive -> sources, so each test reads one directive. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) {
      expect(map.has(name), `duplicate ${name}`).toBe(false);
      map.set(name, values);
    }
  }
  return map;
}

const production = { dev: false, supabaseUrl: "https://abcdefgh.supabase.co" };
const local = { dev: false, supabaseUrl: "http://127.0.0.1:54321" };
const dev = { dev: true, supabaseUrl: "http://127.0.0.1:54321" };

describe("contentSecurityPolicy", () => {
  it("locks down everything a static marketing site does not use", () => {
    const csp = directives(contentSecurityPolicy(production));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("media-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("allows inline scripts (static pages cannot carry nonces) but never eval in production", () => {
    for (const options of [production, local]) {
      expect(directives(contentSecurityPolicy(options)).get("script-src")).toEqual([
        "'self'",
        "'unsafe-inline'",
      ]);
    }
    expect(directives(contentSecurityPolicy(dev)).get("script-src")).toContain("'unsafe-eval'");
  });

  it("connects only to itself and the Supabase origin, over http and websockets", () => {
    const csp = directives(
      contentSecurityPolicy({ dev: false, supabaseUrl: "https://abcdefgh.supabase.co/some/path" }),
    );
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://abcdefgh.supabase.co",
      "wss://abcdefgh.supabase.co",
    ]);
  });

  it("allows any loopback port in development and local builds", () => {
    for (const options of [dev, local, { dev: true }]) {
      const connect = directives(contentSecurityPolicy(options)).get("connect-src");
      expect(connect).toEqual(
        expect.arrayContaining(["'self'", "http://127.0.0.1:*", "ws://127.0.0.1:*"]),
      );
    }
    expect(
      directives(contentSecurityPolicy(production)).get("connect-src")?.join(" "),
    ).not.toContain("127.0.0.1");
  });

  it("lets forms post to itself and redirect to the Supabase sign-in and the OAuth providers", () => {
    const formAction = directives(contentSecurityPolicy(production)).get("form-action");
    expect(formAction?.[0]).toBe("'self'");
    expect(formAction).toContain("https://abcdefgh.supabase.co");
    expect(formAction).toContain("https://accounts.google.com");
    expect(
      formAction?.every((source) => source === "'self'" || source.startsWith("https://")),
    ).toBe(true);
  });

  it("upgrades insecure requests only for a deployment", () => {
    expect(directives(contentSecurityPolicy(production)).has("upgrade-insecure-requests")).toBe(
      true,
    );
    expect(directives(contentSecurityPolicy(local)).has("upgrade-insecure-requests")).toBe(false);
    expect(directives(contentSecurityPolicy(dev)).has("upgrade-insecure-requests")).toBe(false);
  });

  it("ignores a missing or malformed Supabase URL instead of writing it into the policy", () => {
    for (const supabaseUrl of [
      undefined,
      "",
      "not a url",
      "javascript:alert(1)",
      "https://x.co; script-src *",
    ]) {
      const policy = contentSecurityPolicy({ dev: false, supabaseUrl });
      expect(policy).not.toContain("javascript:");
      expect(policy).not.toContain("*;");
      expect(directives(policy).get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });
});

describe("isLoopbackUrl", () => {
  it.each([
    ["http://127.0.0.1:54321", true],
    ["http://localhost:3000", true],
    ["http://[::1]:8080", true],
    ["https://abcdefgh.supabase.co", false],
    ["https://127.0.0.1.example.com", false],
    [undefined, false],
    ["garbage", false],
  ])("%s -> %s", (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected);
  });
});

describe("securityHeaders", () => {
  it("sends the full set, each once", () => {
    const headers = securityHeaders(production);
    const byName = new Map(headers.map(({ key, value }) => [key.toLowerCase(), value]));
    expect(byName.size).toBe(headers.length);
    expect(byName.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(byName.get("x-content-type-options")).toBe("nosniff");
    expect(byName.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(byName.get("x-frame-options")).toBe("DENY");
    expect(byName.get("content-security-policy")).toBe(contentSecurityPolicy(production));
    const permissions = byName.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it("never puts a line break or a non-ASCII character into a header value", () => {
    for (const options of [production, local, dev]) {
      for (const { value } of securityHeaders(options)) expect(value).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
