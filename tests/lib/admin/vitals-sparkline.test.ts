import { describe, expect, it } from "vitest";

import type { TrendDay } from "@/lib/admin/vitals-report";
import { describeTrend, sparklineGeometry } from "@/lib/admin/vitals-sparkline";

const day = (n: number) => `2026-11-${String(n).padStart(2, "0")}`;
const series = (values: Array<number | null>): TrendDay[] =>
  values.map((p75, i) => ({ day: day(i + 1), figure: p75 === null ? null : { p75, samples: 10 } }));

describe("the sparkline's geometry", () => {
  it("draws consecutive days as one line, higher values higher up", () => {
    const line = sparklineGeometry(series([2000, 3000, 4000]), "LCP", {
      width: 100,
      height: 50,
      pad: 0,
    });
    // The scale reaches 4000 * 1.1 = 4400.
    expect(line.paths).toEqual(["M0 27.3 L50 15.9 L100 4.5"]);
    expect(line.dots).toEqual([]);
    expect(line.goodY).toBe(21.6);
    expect(line.poorY).toBe(4.5);
  });

  it("breaks the line where a day has no measurement, and shows a lone day as a dot", () => {
    const line = sparklineGeometry(series([100, 150, null, 120, null, null]), "INP", {
      width: 100,
      height: 50,
      pad: 0,
    });
    expect(line.paths).toHaveLength(1);
    expect(line.paths[0]).toMatch(/^M0 [\d.]+ L20 [\d.]+$/);
    expect(line.dots).toEqual([{ x: 60, y: expect.any(Number) }]);
  });

  it("always shows the good line, and the poor line only when a value reaches near it", () => {
    const calm = sparklineGeometry(series([0.01, 0.02]), "CLS", { height: 50, pad: 0 });
    // The scale reaches the good threshold, 0.1 * 1.1: a calm trend sits low, not alarming.
    expect(calm.goodY).toBe(4.5);
    expect(calm.poorY).toBeNull();
    expect(sparklineGeometry(series([]), "CLS").paths).toEqual([]);
  });
});

describe("the sparkline's text alternative", () => {
  it("says the span, how many days were measured, first and last, best and worst", () => {
    expect(describeTrend(series([2600, null, 2400, 3100, 2800]), "LCP", "mobile")).toBe(
      "LCP on phones, p75 per day from 1 Nov to 5 Nov, 4 of 5 days measured; " +
        "first 2.60 s on 1 Nov, last 2.80 s on 5 Nov; best 2.40 s on 3 Nov, worst 3.10 s on 4 Nov.",
    );
  });

  it("says so when nothing was measured", () => {
    expect(describeTrend(series([null, null]), "INP", "desktop")).toBe(
      "INP on desktops: nothing measured from 1 Nov to 2 Nov.",
    );
  });
});
