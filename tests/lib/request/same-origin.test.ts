import { describe, expect, it } from "vitest";

import { isOwnOriginRequest } from "@/lib/request/same-origin";

const headers = (entries: Record<string, string>) => new Headers(entries);
const HOST = { host: "localhost:3000" };

describe("isOwnOriginRequest", () => {
  it("lets the site's own pages through, however the browser marks them", () => {
    expect(isOwnOriginRequest(headers({ ...HOST, "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(
      isOwnOriginRequest(
        headers({ ...HOST, "sec-fetch-site": "same-origin", origin: "http://localhost:3000" }),
      ),
    ).toBe(true);
    expect(isOwnOriginRequest(headers({ ...HOST, "sec-fetch-site": "none" }))).toBe(true);
    expect(isOwnOriginRequest(headers({ ...HOST, origin: "http://localhost:3000" }))).toBe(true);
    expect(isOwnOriginRequest(headers(HOST))).toBe(true);
  });

  it("refuses what another site's page sent", () => {
    for (const site of ["cross-site", "same-site"])
      expect(isOwnOriginRequest(headers({ ...HOST, "sec-fetch-site": site })), site).toBe(false);
    expect(isOwnOriginRequest(headers({ ...HOST, origin: "https://attacker.example" }))).toBe(
      false,
    );
  });

  it("refuses a foreign Origin beside a Sec-Fetch-Site no browser would pair with it", () => {
    for (const site of ["none", "same-origin"])
      expect(
        isOwnOriginRequest(
          headers({ ...HOST, "sec-fetch-site": site, origin: "https://attacker.example" }),
        ),
        site,
      ).toBe(false);
    expect(
      isOwnOriginRequest(headers({ ...HOST, "sec-fetch-site": "none", origin: "not a url" })),
    ).toBe(false);
  });

  it("compares the Origin with the host a proxy says the browser used", () => {
    const behindProxy = {
      host: "internal:8080",
      "x-forwarded-host": "www.example.com",
      "sec-fetch-site": "same-origin",
    };
    expect(isOwnOriginRequest(headers({ ...behindProxy, origin: "https://www.example.com" }))).toBe(
      true,
    );
  });
});
