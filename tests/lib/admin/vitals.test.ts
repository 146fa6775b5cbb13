import { describe, expect, it } from "vitest";

import {
  describeThresholds,
  formatSamples,
  formatVital,
  rateVital,
  RATING_LABELS,
  VITAL_THRESHOLDS,
} from "@/lib/admin/vitals";

describe("the search engines' thresholds", () => {
  it("are LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25", () => {
    expect(VITAL_THRESHOLDS).toEqual({
      LCP: { good: 2500, poor: 4000 },
      INP: { good: 200, poor: 500 },
      CLS: { good: 0.1, poor: 0.25 },
    });
  });

  it.each([
    ["LCP", 0, "good"],
    ["LCP", 2500, "good"],
    ["LCP", 2500.1, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4000.1, "poor"],
    ["INP", 200, "good"],
    ["INP", 201, "needs-improvement"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
    ["CLS", 0, "good"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.1001, "needs-improvement"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.2501, "poor"],
  ] as const)(
    "rate %s %d as %s: good up to the first, poor above the second",
    (metric, value, rating) => {
      expect(rateVital(metric, value)).toBe(rating);
    },
  );

  it("name each rating in words", () => {
    expect(RATING_LABELS).toEqual({
      good: "Good",
      "needs-improvement": "Needs improvement",
      poor: "Poor",
    });
  });
});

describe("a value as the page shows it", () => {
  it("puts LCP in seconds, INP in milliseconds and CLS unitless", () => {
    expect(formatVital("LCP", 2840)).toBe("2.84 s");
    expect(formatVital("LCP", 12_000)).toBe("12.00 s");
    expect(formatVital("INP", 180)).toBe("180 ms");
    expect(formatVital("INP", 1250)).toBe("1,250 ms");
    expect(formatVital("CLS", 0.05)).toBe("0.050");
    expect(formatVital("CLS", 0)).toBe("0.000");
  });

  it("rounds up, so a figure never reads better than its rating", () => {
    expect(formatVital("LCP", 2500)).toBe("2.50 s");
    expect(formatVital("LCP", 2500.4)).toBe("2.51 s");
    expect(formatVital("LCP", 1111)).toBe("1.12 s");
    expect(formatVital("INP", 200)).toBe("200 ms");
    expect(formatVital("INP", 200.2)).toBe("201 ms");
    expect(formatVital("CLS", 0.1)).toBe("0.100");
    expect(formatVital("CLS", 0.1004)).toBe("0.101");
    // Floating point: 0.007 * 1000 is 7.000000000000001, still 0.007.
    expect(formatVital("CLS", 0.007)).toBe("0.007");
    for (const metric of ["LCP", "INP", "CLS"] as const) {
      for (const value of [0.1004, 200.2, 2500.4, 0.2500001, 500.5, 4000.01]) {
        const shown = Number.parseFloat(formatVital(metric, value).replace(",", ""));
        const inUnit = metric === "LCP" ? shown * 1000 : shown;
        expect(rateVital(metric, inUnit)).toBe(rateVital(metric, value));
      }
    }
  });

  it("words the thresholds and the sample counts", () => {
    expect(describeThresholds("LCP")).toBe("good up to 2.50 s, poor above 4.00 s");
    expect(describeThresholds("INP")).toBe("good up to 200 ms, poor above 500 ms");
    expect(describeThresholds("CLS")).toBe("good up to 0.100, poor above 0.250");
    expect(formatSamples(1)).toBe("1 sample");
    expect(formatSamples(12_345)).toBe("12,345 samples");
  });
});
