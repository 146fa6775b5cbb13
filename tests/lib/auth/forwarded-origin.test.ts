import { describe, expect, it } from "vitest";

import { forwardedOrigin } from "@/lib/auth/forwarded-origin";

describe("forwardedOrigin", () => {
  it("prefers the forwarded host and the first forwarded protocol", () => {
    const headers = new Headers({ host: "10.0.0.5:3000", "x-forwarded-host": "kalpix.in", "x-forwarded-proto": "https, http" });
    expect(forwardedOrigin(headers)).toBe("https://kalpix.in");
  });

  it("falls back to the Host header and the given protocol, or null without a host", () => {
    expect(forwardedOrigin(new Headers({ host: "127.0.0.1:3100" }))).toBe("http://127.0.0.1:3100");
    expect(forwardedOrigin(new Headers({ host: "localhost:3000" }), "https")).toBe("https://localhost:3000");
    expect(forwardedOrigin(new Headers())).toBeNull();
  });
});
