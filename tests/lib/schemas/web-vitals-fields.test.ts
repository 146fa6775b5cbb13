/**
 * The reporter's library and the server's rating agree: the thresholds the route rates with are
 * the ones of the web-vitals build the public pages load, and that build still offers the five
 * functions the reporter calls. An upgrade that changes them fails here, not silently in
 * visitors' browsers.
 */
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { METRIC_NAMES, rate, RATING_THRESHOLDS } from "@/lib/schemas/web-vitals-fields";

const LIBRARY = "web-vitals";
const require = createRequire(import.meta.url);
const library = require(LIBRARY) as Record<string, unknown>;

describe("the web-vitals build the reporter loads", () => {
  it("offers onLCP, onINP, onCLS, onFCP and onTTFB", () => {
    for (const name of METRIC_NAMES) expect(typeof library[`on${name}`], name).toBe("function");
  });

  it("has the thresholds the server rates with", () => {
    for (const name of METRIC_NAMES)
      expect(library[`${name}Thresholds`], name).toEqual(RATING_THRESHOLDS[name]);
  });
});

describe("rate", () => {
  it("rates as web-vitals does: good up to the first threshold, poor above the second", () => {
    expect(rate("LCP", 2500)).toBe("good");
    expect(rate("LCP", 2500.1)).toBe("needs-improvement");
    expect(rate("LCP", 4000)).toBe("needs-improvement");
    expect(rate("LCP", 4000.1)).toBe("poor");
    expect(rate("CLS", 0)).toBe("good");
    expect(rate("CLS", 0.26)).toBe("poor");
    expect(rate("INP", 201)).toBe("needs-improvement");
  });
});
