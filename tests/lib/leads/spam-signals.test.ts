import { describe, expect, it } from "vitest";

import { isMostlyLinks, spamReason } from "@/lib/leads/spam-signals";

describe("isMostlyLinks", () => {
  it("catches link lists and BBCode, not a message that mentions a link", () => {
    expect(isMostlyLinks("https://cheap.example/pills https://cheap.example/more")).toBe(true);
    expect(isMostlyLinks("Buy now www.cheap-pills.example")).toBe(true);
    expect(isMostlyLinks("[url=https://x.example]x[/url]")).toBe(true);
    expect(
      isMostlyLinks(
        "Our current site is https://acme.example and we would like a faster Shopify rebuild by March.",
      ),
    ).toBe(false);
    expect(isMostlyLinks("   ")).toBe(false);
  });
});

describe("spamReason", () => {
  const person = { honeypotFilled: false, fillMs: 20_000, minFillMs: 3_000, text: "Hello there" };

  it("answers null for a person, and the first sign otherwise", () => {
    expect(spamReason(person)).toBeNull();
    expect(spamReason({ ...person, honeypotFilled: true, fillMs: 10 })).toBe("honeypot");
    expect(spamReason({ ...person, fillMs: 2_999 })).toBe("too-fast");
    expect(spamReason({ ...person, text: "https://spam.example/a/b/c" })).toBe("links");
  });

  it("does not judge the time when it is unknown", () => {
    expect(spamReason({ ...person, fillMs: null })).toBeNull();
  });
});
