import { describe, expect, it } from "vitest";

import { forwardedOrigin, isLoopbackOrigin, trustedOrigin } from "@/lib/request/forwarded-origin";

describe("forwardedOrigin", () => {
  it("prefers the forwarded host and the first forwarded protocol", () => {
    const headers = new Headers({
      host: "10.0.0.5:3000",
      "x-forwarded-host": "kalpix.in",
      "x-forwarded-proto": "https, http",
    });
    expect(forwardedOrigin(headers)).toBe("https://kalpix.in");
  });

  it("falls back to the Host header and the given protocol, or null without a host", () => {
    expect(forwardedOrigin(new Headers({ host: "127.0.0.1:3100" }))).toBe("http://127.0.0.1:3100");
    expect(forwardedOrigin(new Headers({ host: "localhost:3000" }), "https")).toBe(
      "https://localhost:3000",
    );
    expect(forwardedOrigin(new Headers())).toBeNull();
  });
});

describe("isLoopbackOrigin", () => {
  it.each(["http://localhost:3000", "http://127.0.0.1:3100", "http://localhost"])(
    "accepts %s",
    (origin) => {
      expect(isLoopbackOrigin(origin)).toBe(true);
    },
  );

  it.each([
    "https://localhost:3000",
    "javascript://127.0.0.1:3100",
    "http://localhost.evil.example",
    "http://127.0.0.1.evil.example:80",
    "http://evil.example#@127.0.0.1:3000",
    "http://127.0.0.1:3000@evil.example",
    "http://127.0.0.1:3000/evil",
    "http://[::1]:3000",
    "http://localhost:3000, http://evil.example",
    "http://localhost:123456",
  ])("refuses %s", (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(false);
  });
});

/** Header sets a client can send to any server: none may choose where the browser goes. */
const HOSTILE: Array<Record<string, string>> = [
  { host: "evil.example" },
  { host: "127.0.0.1:3100", "x-forwarded-host": "evil.example" },
  { host: "127.0.0.1:3100", "x-forwarded-proto": "javascript" },
  { host: "127.0.0.1:3100", "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" },
  { host: "127.0.0.1:3100", "x-forwarded-host": "127.0.0.1:3100@evil.example" },
  { host: "127.0.0.1:3100", "x-forwarded-host": "127.0.0.1:3100/.evil.example" },
  { host: "127.0.0.1:3100", "x-forwarded-host": "localhost:3000, evil.example" },
  { host: "127.0.0.1:3100", "x-forwarded-proto": "https" },
  { host: "127.0.0.1:3100", "x-forwarded-proto": "javascript:alert(1)//" },
  { "x-forwarded-host": "evil.example" },
];

describe("trustedOrigin", () => {
  describe("on a deployed site (https://kalpix.in, production)", () => {
    const options = { siteUrl: "https://kalpix.in", allowLoopback: false };

    it.each(HOSTILE)("answers the site origin for %o", (init) => {
      expect(trustedOrigin(new Headers(init), options)).toBe("https://kalpix.in");
    });

    it("ignores even a loopback Host: only a local run may use its own origin", () => {
      expect(trustedOrigin(new Headers({ host: "localhost:3000" }), options)).toBe(
        "https://kalpix.in",
      );
      expect(
        trustedOrigin(new Headers({ host: "kalpix.in", "x-forwarded-proto": "https" }), options),
      ).toBe("https://kalpix.in");
    });
  });

  describe("on a local run (loopback allowed: the end-to-end build on 127.0.0.1:3100)", () => {
    const options = { siteUrl: "http://localhost:3000", allowLoopback: true };

    it("keeps the loopback origin the browser used, so its session cookies apply", () => {
      expect(trustedOrigin(new Headers({ host: "127.0.0.1:3100" }), options)).toBe(
        "http://127.0.0.1:3100",
      );
      expect(
        trustedOrigin(
          new Headers({
            host: "127.0.0.1:3100",
            "x-forwarded-host": "127.0.0.1:3100",
            "x-forwarded-proto": "http",
          }),
          options,
        ),
      ).toBe("http://127.0.0.1:3100");
      expect(trustedOrigin(new Headers({ host: "LOCALHOST:3000" }), options)).toBe(
        "http://localhost:3000",
      );
    });

    it.each(HOSTILE)("answers the site origin, never the claimed one, for %o", (init) => {
      expect(trustedOrigin(new Headers(init), options)).toBe("http://localhost:3000");
    });

    it("answers the site origin without a Host header", () => {
      expect(trustedOrigin(new Headers(), options)).toBe("http://localhost:3000");
    });
  });

  it("allows loopback by default only when the site itself is loopback or NODE_ENV is not production", () => {
    const local = new Headers({ host: "127.0.0.1:3100" });
    const env = process.env as Record<string, string | undefined>;
    const previous = env["NODE_ENV"];
    env["NODE_ENV"] = "production";
    try {
      expect(trustedOrigin(local, { siteUrl: "https://kalpix.in" })).toBe("https://kalpix.in");
      expect(trustedOrigin(local, { siteUrl: "http://localhost:3000" })).toBe(
        "http://127.0.0.1:3100",
      );
      env["NODE_ENV"] = "development";
      expect(trustedOrigin(local, { siteUrl: "https://kalpix.in" })).toBe("http://127.0.0.1:3100");
      expect(
        trustedOrigin(new Headers({ host: "evil.example" }), { siteUrl: "https://kalpix.in" }),
      ).toBe("https://kalpix.in");
    } finally {
      env["NODE_ENV"] = previous;
    }
  });
});
