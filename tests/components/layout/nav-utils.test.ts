import { describe, expect, it } from "vitest";

import { isActivePath, isScrolledPast } from "@/components/layout/nav-utils";

describe("isActivePath", () => {
  it("marks a link active on its page and the pages below it", () => {
    expect(isActivePath("/services", "/services")).toBe(true);
    expect(isActivePath("/services/ai-automation", "/services")).toBe(true);
  });

  it("does not match a different section that merely shares a prefix", () => {
    expect(isActivePath("/services-old", "/services")).toBe(false);
    expect(isActivePath("/about", "/services")).toBe(false);
    expect(isActivePath(null, "/services")).toBe(false);
  });

  it("treats home as active only on /", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/about", "/")).toBe(false);
  });
});

describe("isScrolledPast", () => {
  it("turns on beyond the threshold and off at or below it", () => {
    expect(isScrolledPast(9, 10)).toBe(false);
    expect(isScrolledPast(10, 10)).toBe(false);
    expect(isScrolledPast(11, 10)).toBe(true);
  });
});
