import { describe, expect, it } from "vitest";

import {
  formatVitalDay,
  isEmptyReport,
  measuredDays,
  parseVitalsDays,
  poorTargetGroups,
  routeRows,
  siteFigure,
  trendSeries,
  windowDays,
  type WebVitalsReport,
} from "@/lib/admin/vitals-report";

const report = (extra: Partial<WebVitalsReport> = {}): WebVitalsReport => ({
  days: 3,
  since: "2026-11-26",
  site: [],
  routes: [],
  trend: [],
  targets: [],
  ...extra,
});

describe("the period in the address", () => {
  it("offers 7, 28 and 90 days and falls back to 28 for anything else", () => {
    expect(parseVitalsDays({ days: "7" })).toBe(7);
    expect(parseVitalsDays({ days: "90" })).toBe(90);
    expect(parseVitalsDays({})).toBe(28);
    expect(parseVitalsDays({ days: "30" })).toBe(28);
    expect(parseVitalsDays({ days: "-7" })).toBe(28);
    expect(parseVitalsDays({ days: ["7", "90"] })).toBe(28);
    expect(parseVitalsDays({ days: "7abc" })).toBe(28);
  });
});

describe("the report's shapes", () => {
  it("is empty without a single sample", () => {
    expect(isEmptyReport(report())).toBe(true);
    expect(
      isEmptyReport(report({ site: [{ metric: "LCP", device: "mobile", p75: 1, samples: 1 }] })),
    ).toBe(false);
  });

  it("finds the whole site's figure of a metric and device, or none", () => {
    const r = report({ site: [{ metric: "INP", device: "desktop", p75: 90, samples: 40 }] });
    expect(siteFigure(r, "INP", "desktop")).toEqual({ p75: 90, samples: 40 });
    expect(siteFigure(r, "INP", "mobile")).toBeNull();
  });

  it("makes one row per route on a device, the most visited first, a metric not measured as null", () => {
    const rows = routeRows(
      report({
        routes: [
          { route: "/", metric: "LCP", device: "mobile", p75: 2000, samples: 30 },
          { route: "/", metric: "CLS", device: "mobile", p75: 0.01, samples: 31 },
          { route: "/blog", metric: "LCP", device: "mobile", p75: 3000, samples: 80 },
          { route: "/about", metric: "LCP", device: "mobile", p75: 1000, samples: 31 },
          { route: "/blog", metric: "LCP", device: "desktop", p75: 900, samples: 500 },
        ],
      }),
      "mobile",
    );
    expect(rows.map((row) => [row.route, row.views])).toEqual([
      ["/blog", 80],
      // A tie in views: by route.
      ["/", 31],
      ["/about", 31],
    ]);
    expect(rows[1]!.figures).toEqual({
      LCP: { p75: 2000, samples: 30 },
      INP: null,
      CLS: { p75: 0.01, samples: 31 },
    });
  });

  it("groups the elements of poor values per route and metric, the most poor values first", () => {
    const target = (
      route: string,
      metric: "LCP" | "INP" | "CLS",
      element: string,
      label: string | null,
      section: string | null,
      samples: number,
      poor: number,
    ) => ({ route, metric, target: element, label, section, samples, poor });
    const groups = poorTargetGroups(
      report({
        targets: [
          target("/", "CLS", "footer", null, null, 2, 2),
          target("/contact", "INP", "button.submit", "Send message", "Contact us", 5, 9),
          target("/contact", "INP", "a.nav", "Work", null, 2, 9),
          target("/contact", "LCP", "img.hero", null, "Contact us", 2, 2),
        ],
      }),
    );
    expect(groups).toEqual([
      {
        route: "/contact",
        metric: "INP",
        poor: 9,
        targets: [
          { kind: "The button", words: "Send message", place: null, samples: 5 },
          { kind: "The link", words: "Work", place: null, samples: 2 },
        ],
      },
      {
        route: "/",
        metric: "CLS",
        poor: 2,
        targets: [{ kind: "A part of the page", words: null, place: null, samples: 2 }],
      },
      {
        route: "/contact",
        metric: "LCP",
        poor: 2,
        targets: [{ kind: "An image", words: null, place: "Contact us", samples: 2 }],
      },
    ]);
  });

  it("counts two selectors a person cannot tell apart as one element, the most frequent first", () => {
    const [group] = poorTargetGroups(
      report({
        targets: [
          { target: "img.h-auto.w-full", label: null, section: null, samples: 3 },
          { target: "h1.title", label: "Hello", section: "Hello", samples: 2 },
          { target: "img#hero", label: null, section: null, samples: 2 },
        ].map((t) => ({ ...t, route: "/", metric: "LCP" as const, poor: 9 })),
      }),
    );
    expect(group!.targets).toEqual([
      { kind: "An image", words: null, place: null, samples: 5 },
      { kind: "The heading", words: "Hello", place: null, samples: 2 },
    ]);
  });

  it("says there is one day of history, or none", () => {
    const trend = (day: string, samples = 3) =>
      ({ day, metric: "LCP", device: "mobile", p75: 1000, samples }) as const;
    expect(measuredDays(report({ trend: [] }))).toEqual([]);
    expect(
      measuredDays(
        report({ trend: [trend("2026-11-28"), { ...trend("2026-11-28"), metric: "CLS" }] }),
      ),
    ).toEqual(["2026-11-28"]);
    expect(measuredDays(report({ trend: [trend("2026-11-28"), trend("2026-11-27")] }))).toEqual([
      "2026-11-27",
      "2026-11-28",
    ]);
  });

  it("lists every day of the window, across a month's end, with null for a day not measured", () => {
    const r = report({
      days: 4,
      since: "2026-10-30",
      trend: [
        { day: "2026-11-02", metric: "LCP", device: "mobile", p75: 2600, samples: 7 },
        { day: "2026-10-30", metric: "LCP", device: "mobile", p75: 2400, samples: 5 },
        { day: "2026-10-31", metric: "LCP", device: "desktop", p75: 1000, samples: 5 },
        { day: "2026-10-31", metric: "INP", device: "mobile", p75: 100, samples: 5 },
      ],
    });
    expect(trendSeries(r, "LCP", "mobile")).toEqual([
      { day: "2026-10-30", figure: { p75: 2400, samples: 5 } },
      { day: "2026-10-31", figure: null },
      { day: "2026-11-01", figure: null },
      { day: "2026-11-02", figure: { p75: 2600, samples: 7 } },
    ]);
  });

  it("counts days in UTC, whatever the clocks do", () => {
    // Europe's clocks go forward on 29 March 2026: that day has 23 hours there, still one day here.
    expect(windowDays({ since: "2026-03-28", days: 3 })).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
    ]);
    expect(windowDays({ since: "2026-12-31", days: 2 })).toEqual(["2026-12-31", "2027-01-01"]);
    expect(formatVitalDay("2026-11-28")).toBe("28 Nov");
    expect(formatVitalDay("not a day")).toBe("not a day");
  });
});
